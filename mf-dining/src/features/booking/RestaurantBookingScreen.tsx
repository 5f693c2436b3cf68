import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { BookingConfirmation, CheckoutForm, useBookedHere, useRefusalText } from '@trabzon/checkout';
import { serviceName } from '@trabzon/contracts/booking-service';
import { RESERVATION_MESSAGES, RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { fillTemplate } from '@trabzon/contracts/templates';
import { describeApiError, isRecordNotFound, refusalKind } from '@trabzon/api-client';
import { isIsoDate, isIsoTime } from '@trabzon/dates';
import { useSessionStore } from '@trabzon/stores';
import { ErrorPanel, PageTitle, Spinner, usePageTitle, useRetry } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { DiningPage } from '../../components/DiningPage';
import { DINING_NS } from '../../lib/query';
import { useBookedRestaurant } from './useBookedRestaurant';
import { useRestaurantQuote } from './useRestaurantQuote';
import { useSlots } from '../detail/useSlots';
import { CancellationTerms } from './CancellationTerms';
import { ReservationFacts } from './ReservationFacts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Summary = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  /* The reservation's facts (a FactList): only the space around them. */
  dl {
    margin-block: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The confirmation, then what was booked (the booking step's summary is gone by then). */
const Confirmed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

interface CannotBookProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** Try again's attempt runs: the panel stays, its button busy (ErrorPanel's `retrying`). */
  retrying?: boolean;
  /** Where the link goes instead, and its text. */
  to: string;
  link: string;
}

/** The page when no form can be offered: why, and where to go instead. */
function CannotBook({ title, message, onRetry, retrying, to, link }: CannotBookProps) {
  const { t } = useTranslation(DINING_NS);
  return (
    <DiningPage screen="restaurant-booking">
      <PageTitle>{t('booking.title')}</PageTitle>
      <ErrorPanel title={title} message={message} onRetry={onRetry} retrying={retrying} />
      <Link to={to}>{link}</Link>
    </DiningPage>
  );
}

/** The page while the restaurant loads. */
function Loading() {
  return (
    <DiningPage screen="restaurant-booking" busy>
      <Spinner />
    </DiningPage>
  );
}

/**
 * /restaurant-booking?restaurant=&date=&time=&party=[&requests=]: the shared checkout for a table
 * (nothing to pay online), then the confirmation with the TR- reference.
 */
export function RestaurantBookingScreen() {
  const { t, i18n } = useTranslation(DINING_NS);
  usePageTitle(t('booking.title'));
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  // Kept for the tab: a reload shows this confirmation again, not a form that would book twice.
  const { booking, remember, leaveTo } = useBookedHere();
  const slug = params.get('restaurant') ?? '';
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const party = Number(params.get('party'));
  const requests = (params.get('requests') ?? '').slice(0, 1000);
  // Any size is checked against the restaurant's own maximum once it is known (at most MAX_PARTY).
  const partyOk = Number.isInteger(party) && party >= RESERVATION_RULES.MIN_PARTY;
  const valid = slug !== '' && isIsoDate(date) && isIsoTime(time) && partyOk;
  const badParty = params.has('party') && !partyOk;
  const refusal = useRefusalText();
  // Loaded for a party size outside the rules too: its refusal names this restaurant's own maximum.
  const restaurant = useBookedRestaurant(valid || badParty ? slug : '');
  const maxParty = restaurant.data?.maxPartySize ?? 0;
  // A party outside the rules is asked about nothing (the restaurant is loaded for its refusal only).
  const table = valid && restaurant.data && party <= maxParty ? { restaurantId: restaurant.data._id, date, time, partySize: party } : null;
  const quote = useRestaurantQuote(table);
  const quoteFailure = quote.error ? describeApiError(quote.error) : null;
  const quoteStatus = quoteFailure?.status ?? null;
  const refused = quoteStatus !== null && quoteStatus >= 400 && quoteStatus < 500;
  // The quote only says the time is not offered; the date's slots say whether staff closed the whole date.
  const notASlot = refused && quoteFailure?.message === RESERVATION_MESSAGES.notASlot;
  const dateSlots = useSlots(notASlot ? table?.restaurantId : undefined, date, party);
  const formTitle = useRef<HTMLHeadingElement>(null);
  // Try again keeps the panel, its button busy and focused, while the new attempt runs (useRetry), where
  // a spinner took its place and the focus fell to <body>. Once loaded, the focus goes to the form's title.
  const loadFailure = useRetry(restaurant, () => formTitle.current);

  if (booking) {
    return (
      <DiningPage screen="restaurant-booking">
        <Confirmed>
          <BookingConfirmation
            headingLevel={1}
            booking={booking}
            onView={signedIn ? () => leaveTo(`/bookings/${booking._id}`) : undefined}
            onDone={() => leaveTo('/restaurants')}
          />
          {/* The booking's own record: a reload or another language shows what the server booked. */}
          <Summary as="section" aria-labelledby="booked-summary" data-testid="booked-summary">
            <h2 id="booked-summary">{t('booking.summary')}</h2>
            <ReservationFacts
              restaurant={serviceName(booking.details, i18n.language) ?? restaurant.data?.name ?? ''}
              date={booking.startDate}
              time={booking.startTime ?? time}
              party={booking.guests}
            />
          </Summary>
        </Confirmed>
      </DiningPage>
    );
  }
  if (!valid) {
    // A party size outside the rules says so, and leads back to the restaurant to choose another;
    // anything else is a link without a choice.
    if (badParty && slug && restaurant.isPending) return <Loading />;
    // The restaurant's own range ("between 1 and 8"); the rules' one if it could not be loaded.
    const partyRange = restaurant.data && { max: restaurant.data.maxPartySize };
    // Titled as the page's other refusals ("This table cannot be booked."), the reason under it.
    const title = badParty ? t('booking.unavailable') : t('booking.missing');
    const message = badParty ? refusal(RESERVATION_MESSAGES.partySize, partyRange) : undefined;
    if (badParty && slug && isIsoDate(date) && isIsoTime(time)) {
      const back = `/restaurants/${encodeURIComponent(slug)}?${new URLSearchParams({ date, time }).toString()}`;
      return <CannotBook title={title} message={message} to={back} link={t('booking.change')} />;
    }
    return <CannotBook title={title} message={message} to="/restaurants" link={t('booking.browse')} />;
  }
  if (loadFailure.failed) {
    // An unknown restaurant stays unknown (404, 400, 414): retrying is offered only when loading failed.
    if (isRecordNotFound(loadFailure.error))
      return <CannotBook title={t('detail.notFound')} to="/restaurants" link={t('booking.browse')} />;
    return (
      <CannotBook
        title={t('detail.error')}
        onRetry={loadFailure.retry}
        retrying={loadFailure.retrying}
        to="/restaurants"
        link={t('booking.browse')}
      />
    );
  }
  // Loading (or loading again after a failure, as a change of language asks).
  const r = restaurant.data;
  if (!r) return <Loading />;
  // Back to the restaurant with the whole choice, time and requests included (a party it can seat).
  const backQuery = new URLSearchParams({ date, guests: String(Math.min(party, maxParty)), time });
  if (requests) backQuery.set('requests', requests);
  const back = `/restaurants/${r.slug}?${backQuery.toString()}`;
  // What the server would refuse on Confirm is said before the form: a party too large, or the quote's refusal.
  const tooLarge = party > maxParty ? refusal(fillTemplate(RESERVATION_MESSAGES.partyTooLarge, { max: maxParty })) : undefined;
  if (tooLarge) return <CannotBook title={t('booking.unavailable')} message={tooLarge} to={back} link={t('booking.change')} />;
  // Too many requests in a short time: nothing is wrong with the table, so the same check is offered again.
  if (refusalKind(quote.error) === 'tooManyRequests') {
    return (
      <CannotBook
        title={t('booking.checkFailed')}
        message={t('common:refusal.tooManyRequests')}
        onRetry={() => void quote.refetch()}
        retrying={quote.isFetching}
        to={back}
        link={t('booking.change')}
      />
    );
  }
  if (refused) {
    if (notASlot && dateSlots.isPending) return <Loading />;
    const reason = dateSlots.data?.dayClosed
      ? t('reserve.dayClosed', { date: formatDate(date, i18n.language) })
      : refusal(quoteFailure?.message);
    return <CannotBook title={t('booking.unavailable')} message={reason} to={back} link={t('booking.change')} />;
  }
  return (
    <DiningPage screen="restaurant-booking">
      <PageTitle ref={formTitle}>{t('booking.title')}</PageTitle>
      <Layout>
        <div>
          <CheckoutForm
            type="restaurant"
            variant="restaurant"
            // A table is free: no price to show before Confirm (the restaurant variant's default, said for readers).
            quoted={false}
            details={{ restaurantId: r._id, date, time, partySize: party }}
            defaults={{ specialRequests: requests }}
            summary={<CancellationTerms cancellableUntil={quote.data?.cancellableUntil} />}
            onBooked={(made) => {
              remember(made);
              void queryClient.invalidateQueries({ queryKey: ['restaurants', 'slots', r._id] });
              void queryClient.invalidateQueries({ queryKey: ['bookings'] });
            }}
          />
          <p>
            <Link to={back}>{t('booking.change')}</Link>
          </p>
        </div>
        <Summary aria-labelledby="booking-summary" data-testid="reservation-summary">
          <h2 id="booking-summary">{t('booking.summary')}</h2>
          {r.image && <img src={r.image} alt="" width={320} height={200} />}
          <ReservationFacts restaurant={r.name} date={date} time={time} party={party} seatingMinutes={r.seatingMinutes} />
          <p>{t('booking.free')}</p>
        </Summary>
      </Layout>
    </DiningPage>
  );
}
