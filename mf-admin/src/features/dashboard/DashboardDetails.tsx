import { Suspense, lazy } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { ErrorPanel, Spinner } from '@trabzon/ui';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { serverMessage } from '../../lib/errors';
import { useDashboard } from './queries/useDashboard';

// recharts only comes down with the dashboard, never with the rest of the admin or the site.
const ActivityChart = lazy(() => import('./ActivityChart'));

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(80)}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-block: ${({ theme }) => theme.space(4)};
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    text-align: start;
    padding-block: ${({ theme }) => theme.space(1)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  [data-align='end'] {
    text-align: end;
  }
`;

const Wide = styled(Card)`
  grid-column: 1 / -1;
`;

/**
 * The latest bookings, one row each: six aligned columns where the card is wide enough, and in a
 * narrow card (a phone) two lines that fit it: reference and total, then type, name, status and
 * date, wrapping.
 */
const Latest = styled.div`
  container-type: inline-size;
  ul {
    display: grid;
    grid-template-columns: max-content max-content minmax(0, 1fr) max-content max-content max-content;
    column-gap: ${({ theme }) => theme.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    font-variant-numeric: tabular-nums;
  }
  li {
    grid-column: 1 / -1;
    display: grid;
    /* Without subgrid, each row sizes its own columns. */
    grid-template-columns: max-content max-content minmax(0, 1fr) max-content max-content max-content;
    grid-template-columns: subgrid;
    align-items: baseline;
    padding-block: ${({ theme }) => theme.space(1)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  .reference {
    justify-self: start;
  }
  .details {
    display: contents;
  }
  .total {
    text-align: end;
  }
  @container (max-inline-size: 560px) {
    ul {
      display: block;
    }
    li {
      grid-template-columns: minmax(0, 1fr) max-content;
      grid-template-areas: 'reference total' 'details details';
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    }
    .reference {
      grid-area: reference;
      overflow-wrap: anywhere;
    }
    .total {
      grid-area: total;
    }
    .details {
      grid-area: details;
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${({ theme }) => theme.space(3)};
      min-inline-size: 0;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** The dashboard's chart, bookings by type, latest bookings and low-stock alerts. */
export function DashboardDetails() {
  const { t, i18n } = useTranslation('adminDashboard');
  const dashboard = useDashboard();
  const language = i18n.language;
  if (dashboard.isLoading) return <Spinner label={t('loading')} />;
  if (dashboard.isError || !dashboard.data) {
    return <ErrorPanel message={serverMessage(dashboard.error, t('loadFailed'))} onRetry={() => void dashboard.refetch()} />;
  }
  const { days, byType, latest, lowStock } = dashboard.data;
  const totalBookings = days.reduce((sum, d) => sum + d.bookings, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <Grid>
      <Wide aria-labelledby="dash-chart" data-testid="dashboard-chart">
        <h2 id="dash-chart">{t('chartTitle')}</h2>
        <p>{t('chartSummary', { count: totalBookings, revenue: formatPrice(totalRevenue, language) })}</p>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ActivityChart
            days={days}
            bookingsLabel={t('bookings')}
            revenueLabel={t('revenue')}
            formatDay={(date) => formatDate(date, language, { day: 'numeric', month: 'short' })}
            formatMoney={(value) => formatPrice(value, language)}
          />
        </Suspense>
      </Wide>
      <Card aria-labelledby="dash-types" data-testid="dashboard-by-type">
        <h2 id="dash-types">{t('byType')}</h2>
        {byType.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table>
            <tbody>
              {byType.map((row) => (
                <tr key={row.type}>
                  <th scope="row">{t(`types.${row.type}`, { defaultValue: row.type })}</th>
                  <td data-align="end">{row.count.toLocaleString(language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card aria-labelledby="dash-low" data-testid="dashboard-low-stock">
        <h2 id="dash-low">{t('lowStock')}</h2>
        {lowStock.length === 0 ? (
          <p>{t('noLowStock')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col" data-align="end">
                  {t('left')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.slice(0, 12).map((alert, index) => (
                <tr key={`${alert.link}-${index}`}>
                  <td>{formatDate(alert.date, language)}</td>
                  <td>
                    <Link to={alert.link}>
                      {t(`kinds.${alert.kind}`, { defaultValue: alert.kind })}: {alert.title} · {alert.detail}
                    </Link>
                  </td>
                  <td data-align="end">{alert.left}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Wide aria-labelledby="dash-latest" data-testid="dashboard-latest">
        <h2 id="dash-latest">{t('latest')}</h2>
        {latest.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <Latest>
            <ul aria-labelledby="dash-latest" data-testid="dashboard-latest-list">
              {latest.map((booking) => (
                <li key={booking._id}>
                  <Link className="reference" to={`/admin/bookings?booking=${encodeURIComponent(booking._id)}`}>
                    <bdi dir="ltr">{booking.reference}</bdi>
                  </Link>
                  <span className="details">
                    <span>{t(`types.${booking.type}`, { defaultValue: booking.type })}</span>
                    <span>{`${booking.contact.firstName} ${booking.contact.lastName}`}</span>
                    <span>{t(`statuses.${booking.status}`)}</span>
                    <span>{formatDate(booking.startDate, language)}</span>
                  </span>
                  <span className="total">{formatPrice(booking.total, language, booking.currency)}</span>
                </li>
              ))}
            </ul>
          </Latest>
        )}
      </Wide>
    </Grid>
  );
}
