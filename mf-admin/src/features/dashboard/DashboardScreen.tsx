import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { Muted, TextButton } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { AdminScreen } from '../../components/AdminScreen';
import { DashboardDetails } from './DashboardDetails';
import { STAT_KEYS, UNKNOWN_STATS, isMoney, type StatKey } from './stats';
import { useStats } from './useStats';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(52)}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Stat = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  border-block-start: 4px solid ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xxl}px;
    font-weight: 700;
  }
  small {
    display: block;
    margin-block-start: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Shortcuts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
`;

function StatCard({ statKey, value }: { statKey: StatKey; value: number | null }) {
  const { t, i18n } = useTranslation('admin');
  const text = value === null ? '—' : isMoney(statKey) ? formatPrice(value, i18n.language) : value.toLocaleString(i18n.language);
  return (
    <Stat data-testid={`stat-${statKey}`}>
      <h2>{t(`dashboard.stats.${statKey}`)}</h2>
      <p className="tabular">
        <span aria-hidden={value === null ? true : undefined}>{text}</span>
        {value === null && <span className="visually-hidden">{t('dashboard.unknown')}</span>}
      </p>
      {statKey === 'activeListings' && <small>{t('dashboard.listingsAre')}</small>}
    </Stat>
  );
}

/** /admin: the four statistics from the API and shortcuts to the built screens. */
export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const query = useStats();
  const stats = query.data ?? UNKNOWN_STATS;
  const failed = query.isError && !query.isFetching;
  return (
    <AdminScreen screen="dashboard" title={t('screens.dashboard')}>
      <Grid>
        {STAT_KEYS.map((key) => (
          <StatCard key={key} statKey={key} value={stats[key]} />
        ))}
      </Grid>
      {/* Its own Try again: the note said to reload the page, beside a Try again that retried only the panels below. */}
      {failed && (
        <Muted data-testid="stats-note">
          {t('dashboard.note')}{' '}
          <TextButton type="button" onClick={() => void query.refetch()} data-testid="stats-retry">
            {tc('retry')}
          </TextButton>
        </Muted>
      )}
      <DashboardDetails />
      <h2>{t('dashboard.shortcuts')}</h2>
      <Shortcuts>
        <li>
          <Link to="/admin/hotels">{t('screens.hotels')}</Link>
        </li>
        <li>
          <Link to="/admin/hotel-inventory">{t('screens.hotelInventory')}</Link>
        </li>
      </Shortcuts>
    </AdminScreen>
  );
}
