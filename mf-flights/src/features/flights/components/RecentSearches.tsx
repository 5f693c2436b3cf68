import { useId } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { TextButton } from '@trabzon/ui';
import { recentKey } from '../model/recent';
import type { FlightSearch } from '../model/search';
import { FLIGHTS_NS } from '../i18n';

const Box = styled.section`
  margin-block: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md}px;
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: inline-flex;
    align-items: center;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* The site's font and type scale, as the kit's buttons take it (a browser gives buttons its own, Arial 13.33px). */
  button {
    border: none;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    min-block-size: 36px;
  }
  button:first-child {
    padding-inline: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  }
  button:last-child {
    padding-inline: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

interface RecentSearchesProps {
  items: readonly FlightSearch[];
  onRun: (search: FlightSearch) => void;
  onRemove: (key: string) => void;
  onClear: () => void;
}

/** The last 5 searches (localStorage `recentFlightSearches`): one click runs one again; remove one or all. */
export function RecentSearches({ items, onRun, onRemove, onClear }: RecentSearchesProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const runHintId = useId();
  if (items.length === 0) return null;
  const dates = (s: FlightSearch) =>
    s.tripType === 'roundTrip' && s.returnDate
      ? `${formatDate(s.departureDate, i18n.language)} – ${formatDate(s.returnDate, i18n.language)}`
      : formatDate(s.departureDate, i18n.language);
  return (
    <Box aria-labelledby="recent-flight-searches" data-testid="recent-searches">
      <Head>
        <h2 id="recent-flight-searches">{t('recent.title')}</h2>
        <TextButton type="button" onClick={onClear} data-testid="recent-clear">
          {t('recent.clear')}
        </TextButton>
      </Head>
      <List>
        {items.map((search) => {
          const key = recentKey(search);
          return (
            <li key={key} data-testid="recent-search">
              {/* Named by its visible text (WCAG 2.5.3); what a click does is its description. */}
              <button type="button" onClick={() => onRun(search)} aria-describedby={runHintId}>
                <bdi>{search.originCode}</bdi> <Arrow /> <bdi>{search.destinationCode}</bdi> · {dates(search)} ·{' '}
                {t(search.tripType === 'oneWay' ? 'search.oneWay' : 'search.roundTrip')}
              </button>
              <button
                type="button"
                onClick={() => onRemove(key)}
                aria-label={t('recent.remove', { from: search.originCode, to: search.destinationCode })}
              >
                ×
              </button>
            </li>
          );
        })}
      </List>
      <span hidden id={runHintId}>
        {t('recent.run')}
      </span>
    </Box>
  );
}

const ArrowSpan = styled.span`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** The route arrow: points the way the page reads (right to left in Arabic). */
export function Arrow() {
  return <ArrowSpan aria-hidden="true">→</ArrowSpan>;
}
