import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { BookingConfirmation, CheckoutForm, useBookedHere, useRefusalText } from '@trabzon/checkout';
import { RESERVATION_MESSAGES, RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { describeApiError } from '@trabzon/api-client';
import { isIsoDate, isIsoTime } from '@trabzon/dates';
import { useSessionStore } from '@trabzon/stores';
import { ErrorPanel, PageTitle, Spinner, usePageTitle } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { DiningPage } from '../../components/DiningPage';
import { DINING_NS } from '../../lib/query';
import { useBookedRestaurant } from './useBookedRestaurant';

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
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => theme.space(3)} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
`;

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
  const partyOk = Number.isInteger(party) && party >= 1 && party <= RESERVATION_RULES.MAX_PARTY;
  const valid = slug !== '' && isIsoDate(date) && isIsoTime(time) && partyOk;
  const refusal = useRefusalText();
  const restaurant = useBookedRestaurant(valid ? slug : '');

  if (booking) {
    return (
      <DiningPage screen="restaurant-booking">
        <BookingConfirmation
          headingLevel={1}
          booking={booking}
          onView={signedIn ? () => leaveTo(`/bookings/${booking._id}`) : undefined}
          onDone={() => leaveTo('/restaurants')}
        />
      </DiningPage>
    );
  }
  if (!valid) {
    return (
      <DiningPage screen="restaurant-booking">
        <PageTitle>{t('booking.title')}</PageTitle>
        {/* A party size outside the rules says so; anything else is a link without a choice. */}
        <ErrorPanel title={params.has('party') && !partyOk ? refusal(RESERVATION_MESSAGES.partySize) : t('booking.missing')} />
        <Link to="/restaurants">{t('booking.browse')}</Link>
      </DiningPage>
    );
  }
  if (restaurant.isPending) {
    return (
      <DiningPage screen="restaurant-booking" busy>
        <Spinner />
      </DiningPage>
    );
  }
  if (restaurant.isError) {
    return (
      <DiningPage screen="restaurant-booking">
        <PageTitle>{t('booking.title')}</PageTitle>
        {/* An unknown restaurant stays unknown: retrying is offered only when loading failed. */}
        <ErrorPanel
          title={t('detail.notFound')}
          onRetry={describeApiError(restaurant.error).status === 404 ? undefined : () => void restaurant.refetch()}
        />
        <Link to="/restaurants">{t('booking.browse')}</Link>
      </DiningPage>
    );
  }
  const r = restaurant.data;
  // Back to the restaurant with the whole choice, time and requests included.
  const backQuery = new URLSearchParams({ date, guests: String(party), time });
  if (requests) backQuery.set('requests', requests);
  const back = `/restaurants/${r.slug}?${backQuery.toString()}`;
  return (
    <DiningPage screen="restaurant-booking">
      <PageTitle>{t('booking.title')}</PageTitle>
      <Layout>
        <div>
          <CheckoutForm
            type="restaurant"
            variant="restaurant"
            details={{ restaurantId: r._id, date, time, partySize: party }}
            defaults={{ specialRequests: requests }}
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
          <dl>
            <dt>{t('booking.restaurant')}</dt>
            <dd>{r.name}</dd>
            <dt>{t('booking.date')}</dt>
            <dd>{formatDate(date, i18n.language, { dateStyle: 'full' })}</dd>
            <dt>{t('booking.time')}</dt>
            <dd dir="ltr">{time}</dd>
            <dt>{t('booking.party')}</dt>
            <dd>{t('reserve.guests', { count: party })}</dd>
            <dt>{t('booking.seating')}</dt>
            <dd>{t('booking.minutes', { count: r.seatingMinutes })}</dd>
          </dl>
          <p>{t('booking.free')}</p>
        </Summary>
      </Layout>
    </DiningPage>
  );
}
