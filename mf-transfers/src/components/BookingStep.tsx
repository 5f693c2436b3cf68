import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { describeApiError, type Booking, type BookingType } from '@trabzon/api-client';
import { CheckoutForm, PriceSummary, useRefusalText } from '@trabzon/checkout';
import { Button, Card, ErrorPanel, FactList } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { bookingRefusalOf } from '@trabzon/contracts/booking-refusals';
import { useBookingQuote } from '../queries/useBookingQuote';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled(Card)`
  h3 {
    margin-block-start: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

/** What is booked, above its price. */
const SummaryFacts = styled(FactList)`
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

/** The quote's refusals of the pickup time (checkout:refusals.transfer.*). */
const TIME_REFUSALS = new Set(['transfer.timeInPast', 'transfer.tooSoon', 'transfer.badTime']);
/** Its refusals of the day(s) searched (a date that is no day, 2027-02-30, among them): changed in the search, not lost. */
const DATE_REFUSALS = new Set([
  'general.badDate',
  'transfer.pickupDateRequired',
  'transfer.pickupInPast',
  'transfer.tooFarAhead',
  'transfer.dropoffDateRequired',
  'transfer.dropoffBeforePickup',
  'transfer.tooLong',
]);

interface BookingStepProps {
  type: BookingType;
  details: Record<string, unknown>;
  /** What is booked (dt/dd pairs) and any field that changes the price (pickup time). */
  summary: ReactNode;
  extra?: ReactNode;
  /** The back button's text: the results by default; the taxi page has a form, no results. */
  backLabel?: string;
  onBack: () => void;
  onBooked: (booking: Booking) => void;
}

/** The chosen vehicle or taxi: the server's quote beside the shared checkout form, which stores the booking. */
export function BookingStep({ type, details, summary, extra, backLabel, onBack, onBooked }: BookingStepProps) {
  const { t } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const quote = useBookingQuote({ type, ...details });
  const status = quote.error ? describeApiError(quote.error).status : null;
  const unavailable = status !== null && status >= 400 && status < 500;
  const refusal = useRefusalText();
  const refusedWith = quote.error ? describeApiError(quote.error).message : null;
  const reason = refusal(refusedWith);
  // A pickup time passed or too soon is the visitor's to change (the time field, or the taxi's form), not a lost choice;
  // so are the dates (back in the search, or the taxi's form).
  const refusedKey = bookingRefusalOf(refusedWith)?.key ?? '';
  const refusalTitle = TIME_REFUSALS.has(refusedKey)
    ? t('booking.changeTime')
    : DATE_REFUSALS.has(refusedKey)
      ? t(type === 'car-rental' ? 'booking.changeDates' : 'booking.changeDate')
      : t('booking.unavailable');
  // The price could not be had (a retry is offered); a retry under way is a wait again.
  const quoteFailed = quote.isError && !unavailable && !quote.isFetching;
  // The total the summary shows, only while it shows it: none while it reloads, nor the last one kept after a reload failed.
  const shownTotal = quote.isSuccess && !quote.isFetching ? quote.data.total : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  // The results (or the taxi form) vanish for this step: the focus moves to its heading, which announces it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="transfers-booking-title" data-testid="transfers-booking">
      <h2 id="transfers-booking-title" ref={heading} tabIndex={-1}>
        {t('booking.title')}
      </h2>
      <Button type="button" $variant="secondary" onClick={onBack}>
        {backLabel ?? t('booking.back')}
      </Button>
      <Layout style={{ marginBlockStart: 16 }}>
        <div>
          {extra}
          {unavailable ? (
            <ErrorPanel title={refusalTitle} message={reason} />
          ) : (
            <CheckoutForm
              type={type}
              details={details}
              expectedTotal={shownTotal}
              quoteFailed={quoteFailed}
              onBooked={(booking) => {
                void queryClient.invalidateQueries({ queryKey: ['transfers', 'search'] });
                onBooked(booking);
              }}
            />
          )}
        </div>
        <Aside as="aside">
          <SummaryFacts>{summary}</SummaryFacts>
          {/* A refused quote has no price to wait for: the panel beside it says why. */}
          {!unavailable && (
            <PriceSummary
              quote={quote.data ?? null}
              loading={quote.isFetching}
              failed={quoteFailed}
              onRetry={() => void quote.refetch()}
              withTerms
            />
          )}
        </Aside>
      </Layout>
    </section>
  );
}
