import { useEffect, useMemo, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import type { FlightDictionaries, FlightOffer } from '@trabzon/api-client';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { useSearchParams } from '@trabzon/router';
import { Button, CheckboxLabel, ErrorPanel, FieldWrap, Label, Select } from '@trabzon/ui';
import {
  airlineCodes,
  carrierName,
  dayShift,
  ends,
  filterOffers,
  listViewFromParams,
  localTime,
  parseIsoDuration,
  priceBreakdown,
  SORT_KEYS,
  STOPS_FILTERS,
  sortOffers,
  stopsOf,
  type SortKey,
  type StopsFilter,
} from '../model/offers';
import { FLIGHTS_NS } from '../i18n';
import { ArrivalTime } from './ArrivalTime';
import { Arrow } from './RecentSearches';
import { useFlightText } from './text';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space(4)};
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Leg = styled.div`
  display: grid;
  grid-template-columns: 8em 1fr;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(1)};
  /* On a phone "Outbound" goes above its times: beside them, its 8em column left the times too little
     room, and the arrival airport ("IST") wrapped away from its time onto a line of its own. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  .times {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

const Price = styled.div`
  text-align: end;
  .amount {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

/** The list's view when the URL says nothing of it. */
const DEFAULT_VIEW = { sort: 'price', stops: 'any', airlines: '' } as const;

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;
const Skeleton = styled.li`
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface ResultsProps {
  offers: readonly FlightOffer[] | undefined;
  dictionaries: FlightDictionaries | undefined;
  passengers: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** `opener` is the offer's Details button, for focus to go back to when the details/booking flow ends. */
  onSelect: (offer: FlightOffer, opener: HTMLElement) => void;
  /**
   * What a screen reader should hear of the list now ('Searching for flights…', '12 flights found',
   * no flights), for the page's polite live region; '' when the list goes. The region stays in the
   * page across searches, as a region added together with its text is not read.
   */
  onStatus?: (text: string) => void;
}

/** The results' heading (focusable): the page puts the focus there when what the visitor used has gone. */
export const RESULTS_HEADING_ID = 'flight-results-title';

/** 'Available Flights': the offers with sort and filters, skeletons while loading, empty and error states. */
export function Results({ offers, dictionaries, passengers, loading, failed, onRetry, onSelect, onStatus }: ResultsProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const text = useFlightText();
  const [params, setParams] = useSearchParams();
  const view = listViewFromParams(params);
  const { sort, stops } = view;
  // Kept in the URL, beside the search (a default leaves it out); replaced, not a step of Back.
  const setView = (changes: Partial<Record<'sort' | 'stops' | 'airlines', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || value === DEFAULT_VIEW[name as keyof typeof DEFAULT_VIEW]) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const setSort = (value: SortKey) => setView({ sort: value });
  const setStops = (value: StopsFilter) => setView({ stops: value });
  const all = useMemo(() => offers ?? [], [offers]);
  const codes = useMemo(() => [...new Set(all.flatMap(airlineCodes))].sort(), [all]);
  // Only airlines of this list filter it: one chosen for another list (or named in a link) has no box to untick here.
  const airlines = view.airlines.filter((code) => codes.includes(code));
  const airlinesKey = airlines.join(',');
  const setAirlines = (next: readonly string[]) => setView({ airlines: next.join(',') });
  const shown = useMemo(
    () => sortOffers(filterOffers(all, { stops, airlines: airlinesKey ? airlinesKey.split(',') : [] }), sort),
    [all, stops, airlinesKey, sort],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // Try again takes its button away (the list loads in its place): the focus waits on the list's
  // heading, not on <body>, so the keyboard goes on from there and a screen reader hears the search start.
  const retry = () => {
    heading.current?.focus();
    onRetry();
  };
  const money = (amount: number, currency: string) => formatPrice(amount, i18n.language, currency);

  // A failure says so itself (the error panel is an alert).
  let status = '';
  if (loading) status = t('results.loading');
  else if (failed) status = '';
  else if (all.length === 0) status = t('results.empty');
  else if (shown.length === 0) status = t('results.noneMatch');
  else status = t('results.found', { count: shown.length });
  useEffect(() => onStatus?.(status), [status, onStatus]);
  useEffect(() => () => onStatus?.(''), [onStatus]);

  let body;
  if (loading) {
    body = (
      <List aria-busy="true" aria-label={t('results.loading')} data-testid="flight-skeletons">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </List>
    );
  } else if (failed) {
    body = (
      <div data-testid="flight-error">
        <ErrorPanel message={t('results.error')} onRetry={retry} headingLevel={3} />
      </div>
    );
  } else if (all.length === 0) {
    body = <p data-testid="flight-empty">{t('results.empty')}</p>;
  } else {
    body = (
      <>
        <Toolbar>
          <FieldWrap>
            <Label htmlFor="flight-sort">{t('results.sort')}</Label>
            <Select id="flight-sort" value={sort} onChange={(e) => setSort(e.target.value as SortKey)} data-testid="flight-sort">
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`results.sortBy.${key}`)}
                </option>
              ))}
            </Select>
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor="flight-stops">{t('results.stops')}</Label>
            <Select id="flight-stops" value={stops} onChange={(e) => setStops(e.target.value as StopsFilter)} data-testid="flight-stops">
              {STOPS_FILTERS.map((key) => (
                <option key={key} value={key}>
                  {t(`results.stopsFilter.${key}`)}
                </option>
              ))}
            </Select>
          </FieldWrap>
          <fieldset>
            <legend>{t('results.airlines')}</legend>
            {codes.map((code) => (
              <CheckboxLabel key={code}>
                <input
                  type="checkbox"
                  checked={airlines.includes(code)}
                  onChange={(e) => setAirlines(e.target.checked ? [...airlines, code] : airlines.filter((c) => c !== code))}
                />
                {carrierName(code, dictionaries)}
              </CheckboxLabel>
            ))}
          </fieldset>
        </Toolbar>
        {shown.length === 0 ? (
          <p>
            {t('results.noneMatch')}{' '}
            <Button type="button" $variant="ghost" onClick={() => setView({ stops: 'any', airlines: '' })}>
              {t('results.resetFilters')}
            </Button>
          </p>
        ) : (
          <List data-testid="flight-results">
            {shown.map((offer) => {
              const price = priceBreakdown(offer);
              const outbound = ends(offer.itineraries[0]);
              const airline = airlineCodes(offer)
                .map((c) => carrierName(c, dictionaries))
                .join(', ');
              return (
                <Item key={offer.id} data-testid="flight-offer" data-itineraries={offer.itineraries.length} data-price={price.total}>
                  <div>
                    <strong>{airline}</strong>
                    {offer.itineraries.map((it, index) => {
                      const leg = ends(it);
                      if (!leg) return null;
                      const { first: from, last: to } = leg;
                      const shift = dayShift(from.departure.at, to.arrival.at);
                      const minutes = parseIsoDuration(it.duration);
                      return (
                        <Leg key={index} data-testid={index === 0 ? 'leg-outbound' : 'leg-return'}>
                          <span className="muted">{t(index === 0 ? 'results.outbound' : 'results.return')}</span>
                          <span>
                            <span className="times" dir="ltr">
                              {localTime(from.departure.at)}
                            </span>{' '}
                            <bdi>{from.departure.iataCode}</bdi> <Arrow />{' '}
                            <ArrivalTime at={to.arrival.at} shift={shift} className="times" /> <bdi>{to.arrival.iataCode}</bdi>
                            <br />
                            <span className="muted">
                              {minutes !== null ? text.duration(minutes) : ''} · {text.stops(stopsOf(offer, index))}
                            </span>
                          </span>
                        </Leg>
                      );
                    })}
                  </div>
                  <Price>
                    <div className="amount" data-testid="flight-price">
                      {money(price.total, price.currency)}
                    </div>
                    <div className="muted">{t('results.perTrip', { count: passengers })}</div>
                    <Button
                      type="button"
                      onClick={(event) => onSelect(offer, event.currentTarget)}
                      data-testid="flight-select"
                      aria-label={t('results.selectLabel', {
                        airline,
                        from: outbound?.first.departure.iataCode ?? '',
                        time: outbound ? localTime(outbound.first.departure.at) : '',
                        to: outbound?.last.arrival.iataCode ?? '',
                        price: money(price.total, price.currency),
                      })}
                    >
                      {t('results.select')}
                    </Button>
                  </Price>
                </Item>
              );
            })}
          </List>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} data-testid="flight-results-section">
      <h2 id={RESULTS_HEADING_ID} ref={heading} tabIndex={-1}>
        {t('results.title')}
        {!loading && !failed && all.length > 0 && <small> · {t('results.count', { count: shown.length })}</small>}
      </h2>
      {body}
    </section>
  );
}
