import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { describeApiError, quoteQuery, type Booking } from '@trabzon/api-client';
import { CheckoutForm, PriceSummary } from '@trabzon/checkout';
import { Button, ErrorPanel } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import type { HotelOfferView, ProviderHotel, TrabzonStay } from './model';
import { StaySummary, Summary } from './StaySummary';

const Back = styled.div`
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

/** The API's reasons for refusing a provider offer, as keys of `trabzon.booking`. */
const REASONS: Record<string, string> = {
  'This offer is no longer available. Please search again.': 'gone',
  'This offer can no longer be booked. Please search again.': 'notBookable',
  'This offer belongs to another hotel.': 'gone',
};

interface ProviderBookingProps {
  hotel: ProviderHotel;
  offer: HotelOfferView;
  stay: TrabzonStay;
  onBooked: (booking: Booking) => void;
  onBack: () => void;
}

/**
 * The booking modal's content: what is booked, the server's price for it (the offer re-checked
 * with the provider: its nightly prices, plus the site's tax) and the shared checkout form, which
 * stores a real "provider-hotel" booking (reference TZN-######).
 */
export function ProviderBooking({ hotel, offer, stay, onBooked, onBack }: ProviderBookingProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const language = i18n.language;
  const details = { offerId: offer.offerId, hotelId: hotel.hotelId };
  // A query (not local state): a booking refused for a changed price reloads it (the form invalidates quotes).
  const quoteAnswer = useQuery({
    ...quoteQuery({ type: 'provider-hotel', offerId: offer.offerId, hotelId: hotel.hotelId }, language),
    retry: false,
  });
  const quote = quoteAnswer.data ?? null;
  const failure = quoteAnswer.isError && !quoteAnswer.isFetching ? describeApiError(quoteAnswer.error) : null;
  // A refusal of the offer (a 4xx); a 429 is no refusal of it: the price failed, with its Try again.
  const refused = failure !== null && failure.status !== null && failure.status >= 400 && failure.status < 500 && failure.status !== 429;
  const quoteState = failure
    ? refused
      ? 'unavailable'
      : 'failed'
    : quoteAnswer.isSuccess && !quoteAnswer.isFetching
      ? 'ready'
      : 'loading';
  const known = failure?.message ? REASONS[failure.message] : undefined;
  // The API's words are English: a reason the screen does not know says the offer can no longer be booked.
  const reason = refused ? t(`trabzon.booking.${known ?? 'notBookable'}`) : null;
  const loadQuote = () => void quoteAnswer.refetch();

  const money = (amount: number) => formatPrice(amount, language, offer.currency);

  return (
    <div data-testid="provider-booking">
      <Summary>
        <StaySummary
          hotelName={hotel.name}
          roomType={offer.roomType}
          checkIn={stay.checkIn}
          checkOut={stay.checkOut}
          guests={offer.guests}
        />
        <dt>{t('trabzon.booking.price')}</dt>
        <dd data-testid="provider-booking-estimate" data-total={offer.total}>
          {t('trabzon.offers.stayTotal', { nights: t('nights', { count: offer.nights }), total: money(offer.total) })}
        </dd>
      </Summary>

      {quoteState === 'unavailable' ? (
        <>
          <ErrorPanel title={t('trabzon.booking.unavailable')} message={reason ?? undefined} />
          <Back>
            <Button type="button" $variant="secondary" onClick={onBack}>
              {t('trabzon.booking.back')}
            </Button>
          </Back>
        </>
      ) : (
        <CheckoutForm
          type="provider-hotel"
          variant="hotel"
          details={details}
          // The total the summary shows, only while it shows it: not while a reload is under way, nor the
          // last one kept after a reload failed (the estimate above is the provider's, before the site's tax).
          expectedTotal={quoteState === 'ready' ? quote?.total : undefined}
          quoteFailed={quoteState === 'failed'}
          summary={
            <PriceSummary quote={quote} loading={quoteState === 'loading'} failed={quoteState === 'failed'} onRetry={loadQuote} withTerms />
          }
          onBooked={onBooked}
        />
      )}
    </div>
  );
}
