import { Link, useParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError } from '@trabzon/api-client';
import { BackArrow, Card, ErrorPanel, Muted, Page, PageTitle, RouteText, Spinner, usePageTitle, useRetry } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { PriceSummary } from '@trabzon/checkout';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { cardBrandName } from '@trabzon/contracts/validation';
import { otherTravellers, routeOf, serviceName, typeKey } from '../components/service';
import { PartyFact } from '../components/PartyFact';
import { FlightFacts } from '../components/FlightFacts';
import { StatusBadge } from '../components/StatusBadge';
import { bookingDates, bookingDatesLabel } from '../components/dates';
import { useBooking } from '../queries/useBooking';
import { useCancelBooking } from '../queries/useCancelBooking';
import { Facts } from '../components/Facts';
import { CancelBooking } from '../components/CancelBooking';
import { LtrText } from '../components/LtrText';
export { bookingsTextsReady as ready } from '../texts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

const Reference = styled.code`
  font-size: ${({ theme }) => theme.fontSize.xl}px;
  font-weight: 700;
  letter-spacing: 0.04em;
  user-select: all;
`;

/** /bookings/:id: the whole booking, and the cancel action while free cancellation lasts. */
export function BookingDetailPage() {
  const { t, i18n } = useTranslation('bookings');
  const { id = '' } = useParams();
  const query = useBooking(id);
  usePageTitle(query.data ? t('detail.title', { reference: query.data.reference }) : t('list.title'));
  const cancelBooking = useCancelBooking(id);
  const { failed, retrying, retry } = useRetry(query);
  const failure = query.isError && !query.isFetching ? describeApiError(query.error) : null;
  // While Try again runs, the failure is kept (useRetry): no 404 is known then.
  const state = failed ? (failure?.status === 404 ? 'missing' : 'failed') : query.isSuccess ? 'ready' : 'loading';

  if (state === 'loading') return <Spinner />;
  if (state !== 'ready' || !query.data) {
    return (
      <Page data-testid="booking-detail" data-state={state}>
        <Link to="/bookings">
          <BackArrow />
          {t('detail.back')}
        </Link>
        <PageTitle style={{ marginBlockStart: 16 }}>{state === 'missing' ? t('detail.notFound') : t('detail.loadFailed')}</PageTitle>
        {state === 'failed' && <ErrorPanel title={t('detail.loadFailed')} onRetry={retry} retrying={retrying} />}
      </Page>
    );
  }

  const booking = query.data;
  const venue = booking.type === 'restaurant';
  const service = serviceName(booking, i18n.language);
  const route = routeOf(booking, i18n.language);
  const others = otherTravellers(booking);
  return (
    <Page data-testid="booking-detail" data-reference={booking.reference}>
      <Link to="/bookings" data-print="hide">
        <BackArrow />
        {t('detail.back')}
      </Link>
      <PageTitle style={{ marginBlockStart: 16 }}>
        {t('detail.title', { reference: '' })}
        <Reference dir="ltr" data-testid="booking-reference">
          {booking.reference}
        </Reference>
      </PageTitle>
      <p>
        <StatusBadge status={booking.status} />{' '}
        <Muted as="span">{t('detail.bookedOn', { date: formatDateTime(booking.createdAt, i18n.language, { withZone: true }) })}</Muted>
      </p>
      <Grid>
        <Card as="section" aria-labelledby="service-title">
          <h2 id="service-title">{t(typeKey(booking))}</h2>
          {service && <p data-testid="booking-service">{service}</p>}
          {route && (
            <p data-testid="booking-route">
              <RouteText from={route.from} to={route.to} back={route.back} />
            </p>
          )}
          <Facts>
            <dt>{t(bookingDatesLabel(booking))}</dt>
            <dd>{bookingDates(booking, i18n.language)}</dd>
            <FlightFacts booking={booking} />
            <PartyFact booking={booking} />
            {others.length > 0 && (
              <>
                <dt>{t('detail.otherTravellers')}</dt>
                <dd data-testid="booking-travellers">
                  {others.map((name, index) => (
                    <span key={index}>
                      {index > 0 && <br />}
                      <bdi>{name}</bdi>
                    </span>
                  ))}
                </dd>
              </>
            )}
            <dt>{t('detail.contact')}</dt>
            <dd>
              {/* Isolated: a typed name starting with a symbol ("+cmd …") had it shown at the other end in Arabic. */}
              <bdi>{`${booking.contact.firstName} ${booking.contact.lastName}`}</bdi>
              <br />
              {/* Wraps at its @ and dots when it must: a long address broke anywhere on a phone in Arabic. */}
              <LtrText data-testid="booking-email">{booking.contact.email}</LtrText>
              <br />
              <span dir="ltr" className="phone">
                {booking.contact.phone}
              </span>
            </dd>
            <dt>{t('detail.payment')}</dt>
            <dd>
              {t(`detail.methods.${venue ? 'payAtRestaurant' : booking.payment.method}`)}
              {booking.payment.cardLast4 && (
                <>
                  {' · '}
                  {t('detail.card', { brand: cardBrandName(booking.payment.cardBrand), last4: booking.payment.cardLast4 })}
                </>
              )}
            </dd>
            {booking.specialRequests && (
              <>
                <dt>{t('detail.specialRequests')}</dt>
                <dd>{booking.specialRequests}</dd>
              </>
            )}
          </Facts>
        </Card>
        <Card as="section" data-testid="booking-price">
          {/* A table costs nothing to reserve: a price list of $0.00 would only puzzle. */}
          {isFreeTable(booking) ? (
            <p data-testid="booking-free">{t('detail.freeReservation')}</p>
          ) : (
            <PriceSummary quote={booking} totalTestId="booking-total" />
          )}
          <CancelBooking
            booking={booking}
            cancel={() => cancelBooking.mutateAsync()}
            pending={cancelBooking.isPending}
            reload={() => void query.refetch()}
          />
        </Card>
      </Grid>
    </Page>
  );
}
