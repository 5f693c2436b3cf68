import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  FieldError,
  FieldWrap,
  FormMessage,
  Label,
  Muted,
  Page,
  PageTitle,
  Select,
  Input,
  useLastPageInstead,
  usePageTitle,
  useRetry,
} from '@trabzon/ui';
import { formatDecimal, useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { PACKAGES_NS } from '../../i18n';
import { refusalText } from '../refusalText';
import { CardGrid, PackageCard, SkeletonCard } from '../../components/PackageCard';
import {
  DURATION_BANDS,
  linkPricesSwapped,
  orderedPrices,
  PACKAGE_SORTS,
  pricesCrossed,
  priceParam,
  readFilters,
  searchedDestination,
  shownAddress,
  toQuery,
  waitsForDestinations,
  writeFilters,
  type DestinationMatch,
  type PackageFilters,
  type PriceRange,
} from './filters';
import { usePackages } from './usePackages';
import { useDestinationOptions } from './useDestinationOptions';
import { useDestinationParam } from './useDestinationParam';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) 3fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

/** On a phone the panel is folded behind the Filters button, so the count and the cards come first. */
const Filters = styled.form<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

/**
 * Opens and folds the filter panel on a phone; wide screens show the panel beside the list. A heading
 * holding its button (the disclosure pattern): with the panel and its own heading folded away, the
 * cards' headings still follow a level-2 one.
 */
const FilterToggle = styled.h2`
  justify-self: start;
  margin: 0;
  font-size: inherit;
  @media not all and (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
  ${FieldWrap} {
    margin: 0;
    min-width: 200px;
  }
`;

/** Says the price fields were swapped; not a live region (the count alone is announced). */
const SwapNote = styled(Muted)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/** The dropdown's choice: the destination found, or the URL's value as searched when the destinations could not be loaded. */
function selectedDestination(value: string, match: DestinationMatch): string {
  if (match.state === 'found') return match.slug;
  return match.state === 'unchecked' ? value : '';
}

/** The visitor's own text, in either direction, kept whole inside a sentence (first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A price of the URL ("1000.5") in a price field, as the reader writes it: "1.000,5" in Turkish. */
const priceText = (value: string, language: string) => (value === '' ? '' : formatDecimal(Number(value), language, 2));

const PRICE_KEYS = ['minPrice', 'maxPrice'] as const;

/** A price field: its text, and whether that text was applied and refused (it is no price). */
interface PriceField {
  text: string;
  refused: boolean;
}

/**
 * A price field, typed freely and shown again as the URL writes it whenever the applied value (or
 * the language) changes: a commit, Reset, Back. A refused text stays, with its error, while the URL
 * has no such bound: the list is then searched without it, as the error says. Each field follows its
 * own value only, so applying the minimum on the way to the maximum (on blur) leaves what is being
 * typed there alone.
 */
function usePriceField(applied: string, language: string) {
  const [field, setField] = useState<PriceField>(() => ({ text: priceText(applied, language), refused: false }));
  useEffect(
    () => setField((current) => (current.refused && applied === '' ? current : { text: priceText(applied, language), refused: false })),
    [applied, language],
  );
  return [field, setField] as const;
}

/** /packages: cards with filters (destination, duration, price per person), sort and pages, all kept in the URL. */
export function PackagesListScreen() {
  const mode = useThemeStore((state) => state.mode);
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const language = i18n.language;
  usePageTitle(t('list.title'));
  const ids = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // The URL may name a destination ("Uzungöl", "UZUNGOL"): the list searches it by its slug.
  const destination = useDestinationParam(filters.destination);
  const searched = searchedDestination(filters.destination, destination);
  const query = useMemo(() => toQuery({ ...filters, destination: searched }), [filters, searched]);
  const packages = usePackages(query, !waitsForDestinations(filters.destination, destination));
  const count = useRef<HTMLParagraphElement>(null);
  // Try again keeps the panel, its button busy, while the new attempt runs (useRetry): a loading state
  // in its place dropped the focus to <body>. Once the packages are on screen, the focus goes to their count.
  const { failed, retrying, retry, error } = useRetry(packages, () => count.current);
  const destinations = useDestinationOptions();
  // A destination the URL names but none has: dropped, and said so until the next change.
  const [unknownDestination, setUnknownDestination] = useState('');
  const unknown = destination.state === 'unknown' ? filters.destination : '';
  // The address says what is shown (the destination's slug, the prices searched, the page opened, no unknown sort), in place of the link's.
  const shown = shownAddress(params, filters, destination)?.toString() ?? null;
  // The price range last swapped (typed or linked with the minimum above the maximum): its note
  // shows while the list searches that range.
  const [swappedTo, setSwappedTo] = useState<PriceRange | null>(null);
  const showsSwap = swappedTo?.minPrice === filters.minPrice && swappedTo.maxPrice === filters.maxPrice;
  const linkSwapped = linkPricesSwapped(params);
  useEffect(() => {
    if (shown === null) return;
    if (unknown) setUnknownDestination(unknown);
    if (linkSwapped) setSwappedTo({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
    setParams(new URLSearchParams(shown), { replace: true });
  }, [shown, unknown, linkSwapped, filters.minPrice, filters.maxPrice, setParams]);
  // Price fields are typed freely, the reader's way ("1.000,50" in Turkish), and applied on blur or
  // Enter; the URL writes them as digits with a "." decimal ("1000.5").
  const [minField, setMinField] = usePriceField(filters.minPrice, language);
  const [maxField, setMaxField] = usePriceField(filters.maxPrice, language);
  const prices = { minPrice: minField, maxPrice: maxField };
  const setPrice = { minPrice: setMinField, maxPrice: setMaxField };

  const update = (changes: Partial<PackageFilters>) => {
    setUnknownDestination('');
    setParams(writeFilters({ ...filters, page: 1, ...changes }, params));
  };
  const editPrice = (key: keyof PriceRange, text: string) => {
    setSwappedTo(null);
    setPrice[key]({ text, refused: false });
  };
  /**
   * Applies both fields, so the URL, the fields and the list agree: a text that is no price is
   * refused (kept, with an error saying the list goes without that bound) and a minimum above the
   * maximum is swapped, the fields showing the range searched.
   */
  const applyPrices = () => {
    const typed = { minPrice: '', maxPrice: '' };
    for (const key of PRICE_KEYS) {
      const value = priceParam(prices[key].text, language);
      if (value === null) setPrice[key]((field) => ({ ...field, refused: true }));
      typed[key] = value ?? '';
    }
    const range = orderedPrices(typed);
    if (pricesCrossed(typed)) {
      for (const key of PRICE_KEYS) setPrice[key]({ text: priceText(range[key], language), refused: false });
      setSwappedTo(range);
    }
    if (range.minPrice !== filters.minPrice || range.maxPrice !== filters.maxPrice) update(range);
  };
  const reset = () => {
    setUnknownDestination('');
    setSwappedTo(null);
    // Also a price typed but not applied: the URL's (already empty) value would not clear it.
    for (const key of PRICE_KEYS) setPrice[key]({ text: '', refused: false });
    setParams(
      writeFilters({ ...readFilters(new URLSearchParams()), guests: filters.guests, checkIn: filters.checkIn }, new URLSearchParams()),
    );
  };
  // The detail page keeps the home search's guests and date.
  const carry = new URLSearchParams();
  if (filters.guests) carry.set('guests', filters.guests);
  if (filters.checkIn) carry.set('checkIn', filters.checkIn);
  const search = carry.toString() ? `?${carry.toString()}` : '';
  const data = packages.data;
  useLastPageInstead(data, filters.page, (page) => setParams(writeFilters({ ...filters, page }, params), { replace: true }));

  return (
    <Page data-testid="screen" data-app="mf-packages" data-theme={mode} data-screen="packages-list">
      <PageTitle>{t('list.title')}</PageTitle>
      <Muted>{t('list.intro')}</Muted>
      {unknownDestination && (
        <FormMessage $tone="info" data-testid="destination-unknown">
          {t('list.unknownDestination', { value: isolate(unknownDestination) })}
        </FormMessage>
      )}
      <Layout>
        <FilterToggle>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={`${ids}-filter-panel`}
            onClick={() => setFiltersOpen((open) => !open)}
            data-testid="filters-toggle"
          >
            {t('list.filters')}
          </Button>
        </FilterToggle>
        <Filters
          id={`${ids}-filter-panel`}
          $open={filtersOpen}
          aria-labelledby={`${ids}-filters`}
          onSubmit={(e) => {
            e.preventDefault();
            applyPrices();
          }}
        >
          <h2 id={`${ids}-filters`}>{t('list.filters')}</h2>
          <FieldWrap>
            <Label htmlFor={`${ids}-destination`}>{t('list.destination')}</Label>
            <Select
              id={`${ids}-destination`}
              value={selectedDestination(filters.destination, destination)}
              onChange={(e) => update({ destination: e.target.value })}
              data-testid="filter-destination"
            >
              <option value="">{t('list.anyDestination')}</option>
              {(destinations.data?.results ?? []).map((d) => (
                <option key={d._id} value={d.slug}>
                  {d.name}
                </option>
              ))}
              {destination.state === 'unchecked' && <option value={filters.destination}>{filters.destination}</option>}
            </Select>
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor={`${ids}-duration`}>{t('list.duration')}</Label>
            <Select
              id={`${ids}-duration`}
              value={filters.duration}
              onChange={(e) => update({ duration: e.target.value as PackageFilters['duration'] })}
              data-testid="filter-duration"
            >
              <option value="">{t('list.anyDuration')}</option>
              {(Object.keys(DURATION_BANDS) as (keyof typeof DURATION_BANDS)[]).map((band) => (
                <option key={band} value={band}>
                  {t(`list.duration${band.charAt(0).toUpperCase()}${band.slice(1)}`)}
                </option>
              ))}
            </Select>
          </FieldWrap>
          {PRICE_KEYS.map((key) => {
            const { text, refused } = prices[key];
            const notes = [refused && `${ids}-${key}-error`, showsSwap && `${ids}-price-swapped`].filter(Boolean);
            return (
              <FieldWrap key={key}>
                <Label htmlFor={`${ids}-${key}`}>{t(`list.${key}`)}</Label>
                <Input
                  id={`${ids}-${key}`}
                  inputMode="decimal"
                  value={text}
                  onChange={(e) => editPrice(key, e.target.value)}
                  onBlur={applyPrices}
                  aria-invalid={refused ? true : undefined}
                  aria-describedby={notes.join(' ') || undefined}
                  data-testid={`filter-${key}`}
                />
                {refused && (
                  <FieldError id={`${ids}-${key}-error`} data-testid={`${key}-refused`}>
                    {t(`list.${key}Refused`)}
                  </FieldError>
                )}
              </FieldWrap>
            );
          })}
          {showsSwap && (
            <SwapNote id={`${ids}-price-swapped`} data-testid="price-swapped">
              {t('list.priceSwapped')}
            </SwapNote>
          )}
          <Button type="button" $variant="ghost" onClick={reset}>
            {t('list.reset')}
          </Button>
        </Filters>
        <section aria-busy={packages.isFetching}>
          <Bar>
            {/* Only the count is announced: a live region around the cards would read the whole list on every filter change. */}
            <p ref={count} aria-live="polite" data-testid="packages-count">
              {data ? t('list.results', { count: data.total }) : '\u00a0'}
            </p>
            <FieldWrap>
              <Label htmlFor={`${ids}-sort`}>{t('list.sort')}</Label>
              <Select
                id={`${ids}-sort`}
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as PackageFilters['sort'] })}
                data-testid="sort"
              >
                {PACKAGE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`list.sorts.${sort}`)}
                  </option>
                ))}
              </Select>
            </FieldWrap>
          </Bar>
          {filters.guests && <Muted>{t('list.guestsNote', { count: Number(filters.guests) })}</Muted>}
          {packages.isPending && !failed && (
            <CardGrid>
              {Array.from({ length: 6 }, (_, i) => (
                <SkeletonCard key={i} />
              ))}
            </CardGrid>
          )}
          {failed && !data && (
            <ErrorPanel
              title={t('errors.loadPackages')}
              message={refusalText(t, error, 'common:refusal.search')}
              onRetry={retry}
              retrying={retrying}
            />
          )}
          {data && data.results.length === 0 && (
            <div data-testid="packages-empty">
              <p>{t('list.empty')}</p>
              <Button type="button" onClick={reset}>
                {t('list.reset')}
              </Button>
            </div>
          )}
          {data && data.results.length > 0 && (
            <CardGrid>
              {data.results.map((pkg, index) => (
                <PackageCard key={pkg._id} pkg={pkg} search={search} lead={index === 0} />
              ))}
            </CardGrid>
          )}
          {data && data.pages > 1 && (
            <Pager aria-label={t('list.page', { page: data.page, pages: data.pages })}>
              <Button type="button" $variant="ghost" disabled={data.page <= 1} onClick={() => update({ page: data.page - 1 })}>
                {t('list.previous')}
              </Button>
              <span>{t('list.page', { page: data.page, pages: data.pages })}</span>
              <Button type="button" $variant="ghost" disabled={data.page >= data.pages} onClick={() => update({ page: data.page + 1 })}>
                {t('list.next')}
              </Button>
            </Pager>
          )}
        </section>
      </Layout>
    </Page>
  );
}
