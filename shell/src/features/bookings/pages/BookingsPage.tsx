import { Link, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { BOOKINGS_PAGE_SIZE, type Booking } from '@trabzon/api-client';
import { Button, Card, ErrorPanel, Muted, Page, PageTitle, RouteText, Spinner, usePageTitle, useRetry } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { routeOf, serviceName, typeKey } from '../components/service';
import { StatusBadge } from '../components/StatusBadge';
import { bookingDates } from '../components/dates';
import { useMyBookings } from '../queries/useMyBookings';
export { bookingsTextsReady as ready } from '../texts';

const PAGE_SIZE = BOOKINGS_PAGE_SIZE;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  th {
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td.money {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      padding: ${({ theme }) => theme.space(3)};
      border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    }
    td {
      border: none;
      padding: ${({ theme }) => theme.space(1)};
    }
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/**
 * " · Hamsiköy Stone Inn · Family Room" after the booking's kind, when its details name it; a car
 * rental, transfer or taxi adds where it goes (" · Trabzon Airport → Uzungöl").
 */
function ServiceName({ booking }: { booking: Booking }) {
  const { i18n } = useTranslation('bookings');
  const name = serviceName(booking, i18n.language);
  const route = routeOf(booking, i18n.language);
  if (!name && !route) return null;
  return (
    <Muted as="span">
      {name && ` · ${name}`}
      {route && (
        <>
          {' · '}
          <RouteText from={route.from} to={route.to} back={route.back} />
        </>
      )}
    </Muted>
  );
}

/** /bookings: the signed-in user's bookings, newest first, ten a page. */
export function BookingsPage() {
  const { t, i18n } = useTranslation('bookings');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const bookings = useMyBookings(page, PAGE_SIZE);
  const { failed, retrying, retry } = useRetry(bookings);
  const data = bookings.isError ? null : (bookings.data ?? null);

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <Page data-testid="bookings-page">
      <PageTitle>{t('list.title')}</PageTitle>
      <Muted>{t('list.intro')}</Muted>
      {failed && <ErrorPanel title={t('list.loadFailed')} onRetry={retry} retrying={retrying} />}
      {!failed && !data && <Spinner />}
      {data && data.total === 0 && (
        <Card data-testid="bookings-empty">
          <p>
            <strong>{t('list.empty')}</strong>
          </p>
          <Muted>{t('list.emptyHint')}</Muted>
          <Button as={Link} to="/hotels">
            {t('list.emptyAction')}
          </Button>
        </Card>
      )}
      {data && data.total > 0 && (
        <>
          <Muted>{t('list.count', { count: data.total })}</Muted>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('list.reference')}</th>
                <th scope="col">{t('list.type')}</th>
                <th scope="col">{t('list.dates')}</th>
                <th scope="col">{t('list.total')}</th>
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((booking) => (
                <tr key={booking._id} data-testid="booking-row" data-reference={booking.reference}>
                  <td>
                    <Link to={`/bookings/${booking._id}`}>
                      <code dir="ltr">{booking.reference}</code>
                    </Link>
                  </td>
                  <td>
                    {t(typeKey(booking))}
                    <ServiceName booking={booking} />
                  </td>
                  <td>{bookingDates(booking, i18n.language)}</td>
                  {/* A table costs nothing to reserve: the bill is paid at the restaurant, as its page says, not "$0.00". */}
                  {isFreeTable(booking) ? (
                    <td>{t('detail.methods.payAtRestaurant')}</td>
                  ) : (
                    <td className="money">{formatPrice(booking.total, i18n.language, booking.currency)}</td>
                  )}
                  <td>
                    <StatusBadge status={booking.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {data.pages > 1 && (
            <Pager aria-label={t('list.pageOf', { page, pages: data.pages })}>
              <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('list.previous')}
              </Button>
              <span>{t('list.pageOf', { page, pages: data.pages })}</span>
              <Button type="button" $variant="secondary" disabled={page >= data.pages} onClick={() => goTo(page + 1)}>
                {t('list.next')}
              </Button>
            </Pager>
          )}
        </>
      )}
    </Page>
  );
}
