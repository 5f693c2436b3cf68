import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type HotelCard as HotelCardData } from '@trabzon/api-client';
import {
  Button,
  ErrorPanel,
  FormMessage,
  Muted,
  Page,
  PageTitle,
  useLastPageInstead,
  usePageTitle,
  useRetry,
  useShownPage,
} from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { HOTELS_NS } from '../../i18n';
import { CardGrid } from '../../components/Grid';
import { HotelCard } from '../../components/HotelCard';
import { LinkNotice } from '../../components/LinkNotice';
import { PriceFrom } from '../../components/Price';
import { SkeletonCard } from '../../components/Skeleton';
import { cardPrice } from '../../lib/cards';
import { refusalText } from '../../lib/hooks';
import { useDestinationMatch } from './useDestinations';
import { useHotels } from './useHotels';
import { useResultsFocus } from './useResultsFocus';
import { FilterPanel } from './FilterPanel';
import {
  MAX_GUESTS,
  PAGE_SIZE,
  activeFilterCount,
  filtersFromParams,
  filtersToParams,
  fromHotelsList,
  linkValuesChanged,
  searchedDestination,
  selectedDestination,
  stayParams,
  toApiQuery,
  updateFilters,
  waitsForDestinations,
  type HotelFilters,
} from './filters';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'toolbar' 'filters' 'results';
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 280px minmax(0, 1fr);
    /* The tall filter panel spans both rows; the results row takes its extra height. */
    grid-template-rows: auto 1fr;
    grid-template-areas: 'filters toolbar' 'filters results';
    align-items: start;
  }
`;

const Toolbar = styled.div`
  grid-area: toolbar;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md}px;
  font-weight: 600;
`;

const FilterToggle = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Filters = styled.aside<{ $open: boolean }>`
  grid-area: filters;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 1px)) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
  }
`;

const Results = styled.div`
  grid-area: results;
  min-width: 0;
  scroll-margin-block-start: ${({ theme }) => theme.space(24)};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** /hotels: the hotel list with filters, sort and paging, all kept in the URL query. */
export function HotelsListScreen() {
  const { t } = useTranslation(HOTELS_NS);
  usePageTitle(t('screens.hotelsList'));
  const mode = useThemeStore((state) => state.mode);
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const countHeading = useRef<HTMLHeadingElement>(null);
  /** The pager's "Page 2 of 2", which also describes the results' heading. */
  const pageOfId = useId();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  // The link's destination, by id, slug or name in any language; one no destination has is searched as "all".
  const { destinations: destinationList, match: destination } = useDestinationMatch(filters.destination);
  const unknownDestination = destination.state === 'unknown' ? filters.destination : null;
  const query = toApiQuery(filters, searchedDestination(filters.destination, destination));
  const hotels = useHotels(query, !waitsForDestinations(filters.destination, destination));
  // The previous page stays in the cache while this one loads; it is not shown as this one's answer.
  // Try again keeps the panel, its button busy, while the new attempt runs (useRetry); once the
  // results are on screen, the focus goes to their heading.
  const { failed, retrying, retry, error } = useRetry(hotels, () => countHeading.current);
  const failure = failed ? describeApiError(error) : null;
  // The API refused the search itself (a 4xx: check-in too far ahead…): asking again gets the same answer,
  // so the panel offers no Try again; its message says what to change in the filters.
  const refused = failure?.status != null && failure.status >= 400 && failure.status < 500 && ![408, 429].includes(failure.status);
  // Nor are hotels shown while the destinations load: an unknown slug's "0 hotels" would come before all of them.
  const checkingDestination = destination.state === 'loading';
  const loading = !failed && (hotels.isPending || hotels.isPlaceholderData || hotels.isError || checkingDestination);

  const change = useCallback(
    (patch: Partial<HotelFilters>, options: { replace?: boolean } = {}) =>
      setParams((previous) => {
        const current = filtersFromParams(previous);
        // The unknown destination goes with the visitor's first change, as the link's dates do.
        if (current.destination === unknownDestination) current.destination = '';
        return filtersToParams(updateFilters(current, patch));
      }, options),
    [setParams, unknownDestination],
  );

  // The URL keeps the link's values until the visitor changes them: the notice says which were replaced.
  const changedInLink = linkValuesChanged(params, filters);
  const linkQuery = stayParams(filters);
  const active = activeFilterCount(filters);
  const data = hotels.isSuccess && !hotels.isPlaceholderData && !checkingDestination ? hotels.data : null;
  const focusResults = useResultsFocus(countHeading, data);
  /**
   * After the visitor asked for other results (a page, Reset): their top comes into view (a phone was
   * left on the footer) and the focus goes to their heading. A select's change does not move the
   * focus: arrow keys change a closed select one option at a time (WCAG 3.2.2, On Input).
   */
  const showResults = () => {
    focusResults();
    results.current?.scrollIntoView({ block: 'start' });
  };
  const goToPage = (page: number) => {
    change({ page });
    showResults();
  };
  const reset = () => {
    setParams(new URLSearchParams());
    showResults();
  };
  // A page the list cannot open shows page 1: the address says so too, in place of the link's.
  useShownPage(filters.page);
  // A page past the last one (an old link, fewer hotels since) opens the last page, as the other lists do.
  useLastPageInstead(data ?? undefined, filters.page, (page) =>
    setParams((previous) => filtersToParams({ ...filtersFromParams(previous), page }), { replace: true }),
  );

  return (
    <Page data-testid="screen" data-app="mf-hotels" data-theme={mode}>
      <PageTitle>{t('screens.hotelsList')}</PageTitle>
      <Muted>{t('list.intro')}</Muted>
      <LinkNotice replaced={changedInLink} maxGuests={MAX_GUESTS} shownIn="filters" />
      {unknownDestination !== null && (
        <FormMessage $tone="info" data-testid="destination-unknown">
          {t('linkNotice.destination')}
        </FormMessage>
      )}
      <Layout>
        <Toolbar>
          <div aria-live="polite">
            {data ? (
              // The results' heading: on a phone the filters' h2 is hidden, and the cards' h3s need one above them.
              // Described by the pager's "Page 2 of 2": heard when the focus comes here after a page change.
              <Count
                as="h2"
                ref={countHeading}
                aria-describedby={data.pages > 1 ? pageOfId : undefined}
                data-testid="hotels-count"
                data-count={data.total}
              >
                {t('list.count', { count: data.total })}
              </Count>
            ) : (
              <Count>{loading ? t('list.searching') : '\u00a0'}</Count>
            )}
          </div>
          <FilterToggle
            type="button"
            $variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls="hotel-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {active > 0 ? t('filters.toggleCount', { value: active }) : t('filters.toggle')}
          </FilterToggle>
          <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} />
        </Toolbar>

        <Filters id="hotel-filters" data-testid="hotel-filters" $open={filtersOpen} aria-labelledby="hotel-filters-title">
          <h2 id="hotel-filters-title">{t('filters.title')}</h2>
          <FilterPanel
            filters={filters}
            destinations={destinationList}
            selectedDestination={selectedDestination(filters.destination, destination)}
            onChange={(patch) => change(patch)}
            onReset={reset}
          />
        </Filters>

        <Results ref={results} aria-busy={loading}>
          {failed && (
            <ErrorPanel
              title={t('errors.loadHotels')}
              message={refusalText(t, error, 'common:refusal.search') ?? undefined}
              onRetry={refused ? undefined : retry}
              retrying={retrying}
            />
          )}
          {loading && (
            <CardGrid>
              {Array.from({ length: Math.min(PAGE_SIZE, hotels.data?.results.length || 6) }, (_, i) => (
                <SkeletonCard key={i} />
              ))}
            </CardGrid>
          )}
          {data && data.total === 0 && (
            <Empty data-testid="hotels-empty">
              <p>{t('list.empty')}</p>
              <Button type="button" onClick={reset}>
                {t('filters.reset')}
              </Button>
            </Empty>
          )}
          {data && data.total > 0 && data.results.length === 0 && (
            <Empty>
              <p>{t('list.pastLastPage')}</p>
              <Button type="button" onClick={() => goToPage(1)}>
                {t('list.firstPage')}
              </Button>
            </Empty>
          )}
          {data && data.results.length > 0 && (
            <>
              <CardGrid>
                {data.results.map((hotel: HotelCardData, index: number) => (
                  <HotelCard
                    key={hotel._id}
                    lead={index === 0}
                    hotel={hotel}
                    to={`/hotels/${encodeURIComponent(hotel._id)}${linkQuery}`}
                    linkState={fromHotelsList(params)}
                    price={<PriceFrom amount={cardPrice(hotel, 'cheapest')} />}
                  />
                ))}
              </CardGrid>
              <Pager page={data.page} pages={data.pages} onPage={goToPage} pageOfId={pageOfId} />
            </>
          )}
        </Results>
      </Layout>
    </Page>
  );
}
