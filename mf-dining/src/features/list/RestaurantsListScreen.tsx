import { useRef, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { CUISINES, RESTAURANT_SORTS } from '@trabzon/contracts/restaurant-rules';
import {
  Button,
  ErrorPanel,
  FieldWrap,
  focusHeading,
  Input,
  Label,
  Muted,
  PageTitle,
  Select,
  useLastPageInstead,
  usePageTitle,
  useRetry,
  useShownPage,
} from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { DiningPage } from '../../components/DiningPage';
import { DINING_NS } from '../../lib/query';
import { filtersFromParams, filtersToParams, hasActiveFilters, type RestaurantFilters } from './filters';
import { RestaurantCard, RestaurantCardSkeleton } from './RestaurantCard';
import { useDestinations } from './useDestinations';
import { useRestaurantList } from './useRestaurantList';

/**
 * The filter toggle comes before the filters it opens (DOM and reading order, WCAG 2.4.3): on a
 * phone the toolbar, the filters and the results are stacked in that order; on wide screens the
 * filters stay the side column beside the toolbar and the results.
 */
const Layout = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(6)};
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

const Filters = styled.form<{ $open: boolean }>`
  grid-area: filters;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    margin: 0;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 1px)) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    margin-block-end: ${({ theme }) => theme.space(6)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
  }
`;

/*
 * The toolbar keeps one shape while the list loads and after: the result count has a line of its
 * own on a phone (the sort and the filter toggle share the next one) and the free column beside the
 * sort on wide screens. A wrapping flex row let "Loading restaurants…" and "13 restaurants" wrap the
 * sort and the toggle differently, and the whole list jumped when the count arrived (layout shift
 * 0.22 on a phone).
 */
const Toolbar = styled.div`
  grid-area: toolbar;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'count count' 'sort toggle';
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-areas: 'count sort';
  }
`;

/** One line high whichever text it holds (the loading text, the count or nothing after an error). */
const ResultCount = styled.div`
  grid-area: count;
  min-block-size: 1.5em;
  p,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md}px;
    font-weight: 600;
    line-height: 1.5;
  }
`;

/* Never wider than its track: a long option (Arabic) made the select push into the Filters button. */
const SortField = styled(FieldWrap)`
  grid-area: sort;
  justify-self: start;
  min-inline-size: 0;
  max-inline-size: 100%;
  margin: 0;
  select {
    max-inline-size: 100%;
  }
`;

const FilterToggle = styled(Button)`
  grid-area: toggle;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Results = styled.div`
  grid-area: results;
  min-width: 0;
  /* Scrolled to after a page change: the count heading above it stays in view. */
  scroll-margin-block-start: ${({ theme }) => theme.space(24)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
`;

/*
 * The lowest and highest price side by side only where both fit whole: a select is as wide as its
 * longest option ("$$$$ Very expensive"), and a plain 1fr track never shrinks below that, so in the
 * 280px side column the second select spilled out of the panel over the cards. Each track is at
 * least 13rem (or the whole row when narrower), so the two stack in the side column and on phones
 * and sit side by side when the filters span a wider sheet; min-inline-size: 0 keeps any field
 * from widening its track, and a long label wraps instead of overflowing.
 */
const PriceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  /* The row gap plus each field's bottom margin matches the panel's spacing between the other fields. */
  gap: ${({ theme }) => theme.space(3)};
  & > * {
    min-inline-size: 0;
  }
  label {
    overflow-wrap: anywhere;
  }
  select {
    inline-size: 100%;
    min-inline-size: 0;
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** The pager's "Page 2 of 2", which also describes the results' heading. */
const PAGE_OF_ID = 'dining-page-of';

/** /restaurants: search, filters, sorts, badges, skeletons and an empty state; all state in the URL. */
export function RestaurantsListScreen() {
  const { t } = useTranslation(DINING_NS);
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [text, setText] = useState(filters.q);
  const [open, setOpen] = useState(false);
  const list = useRestaurantList(filters);
  const destinations = useDestinations();
  const countHeading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLDivElement>(null);

  const update = (change: Partial<RestaurantFilters>) => {
    setParams(filtersToParams({ ...filters, page: 1, ...change }), { replace: false });
  };
  /**
   * After the visitor asked for other results (a page, Search, Reset): the results' top comes into
   * view and the focus goes to their heading, since the button used may now be disabled or gone
   * (focus on <body>) and a phone was left showing the footer. A select's change does not move the
   * focus: arrow keys change a closed select one option at a time (WCAG 3.2.2, On Input).
   */
  const showResults = () => {
    focusHeading(countHeading.current);
    results.current?.scrollIntoView?.({ block: 'start' });
  };
  const goToPage = (page: number) => {
    update({ page });
    showResults();
  };
  const reset = () => {
    setText('');
    setParams(filtersToParams({ ...filtersFromParams(new URLSearchParams()), date: filters.date, guests: filters.guests }));
    showResults();
  };
  // The detail page receives the home panel's date and party size.
  const carry = new URLSearchParams();
  if (filters.date) carry.set('date', filters.date);
  if (filters.guests) carry.set('guests', filters.guests);
  const search = carry.toString() ? `?${carry.toString()}` : '';

  // Try again keeps the panel, its button busy and focused, while the new attempt runs (useRetry), where
  // the skeletons took its place and the focus fell to <body>. Once the results are on screen, the
  // focus goes to their heading.
  const { failed, retrying, retry } = useRetry(list, () => countHeading.current);
  const data = list.data;
  useLastPageInstead(data, filters.page, (page) => setParams(filtersToParams({ ...filters, page }), { replace: true }));
  // A page the list cannot open (page=99999, 0, abc) shows page 1: the address says so too.
  useShownPage(filters.page);
  return (
    <DiningPage screen="restaurants">
      <PageTitle>{t('list.title')}</PageTitle>
      <Muted>{t('list.subtitle')}</Muted>
      <Layout>
        <Toolbar>
          {/* The results' heading: on a phone the filters' h2 is hidden, and the cards' h3s need one above them. */}
          <ResultCount aria-live="polite" data-testid="result-count">
            {data ? (
              // Described by the pager's "Page 2 of 2": heard when the focus comes here after a page change.
              <h2 ref={countHeading} aria-describedby={data.pages > 1 ? PAGE_OF_ID : undefined}>
                {t('list.count', { count: data.total })}
              </h2>
            ) : (
              <p>{list.isPending && !failed ? t('list.loading') : ''}</p>
            )}
          </ResultCount>
          <SortField>
            <Label htmlFor="dining-sort">{t('list.sort')}</Label>
            <Select id="dining-sort" value={filters.sort} onChange={(e) => update({ sort: e.target.value as RestaurantFilters['sort'] })}>
              {RESTAURANT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </Select>
          </SortField>
          <FilterToggle
            type="button"
            $variant="secondary"
            aria-expanded={open}
            aria-controls="dining-filters"
            onClick={() => setOpen((o) => !o)}
          >
            {t('list.showFilters')}
          </FilterToggle>
        </Toolbar>
        <Filters
          id="dining-filters"
          $open={open}
          role="search"
          aria-label={t('list.filters')}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text });
            showResults();
          }}
        >
          <h2>{t('list.filters')}</h2>
          <FieldWrap>
            <Label htmlFor="dining-q">{t('list.search')}</Label>
            <Input
              id="dining-q"
              type="search"
              value={text}
              placeholder={t('list.searchPlaceholder')}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => text !== filters.q && update({ q: text })}
            />
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor="dining-location">{t('list.location')}</Label>
            <Select id="dining-location" value={filters.destination} onChange={(e) => update({ destination: e.target.value })}>
              <option value="">{t('list.anyLocation')}</option>
              {(destinations.data?.results ?? []).map((d) => (
                <option key={d._id} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </Select>
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor="dining-cuisine">{t('list.cuisine')}</Label>
            <Select
              id="dining-cuisine"
              value={filters.cuisine}
              onChange={(e) => update({ cuisine: e.target.value as RestaurantFilters['cuisine'] })}
            >
              <option value="">{t('list.anyCuisine')}</option>
              {CUISINES.map((c) => (
                <option key={c} value={c}>
                  {t(`cuisines.${c}`)}
                </option>
              ))}
            </Select>
          </FieldWrap>
          <PriceRow>
            <FieldWrap>
              <Label htmlFor="dining-min-price">{t('list.minPrice')}</Label>
              <Select
                id="dining-min-price"
                value={filters.minPrice}
                onChange={(e) => update({ minPrice: Number(e.target.value), maxPrice: Math.max(Number(e.target.value), filters.maxPrice) })}
              >
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {'$'.repeat(n)} {t(`price.${n}`)}
                  </option>
                ))}
              </Select>
            </FieldWrap>
            <FieldWrap>
              <Label htmlFor="dining-max-price">{t('list.maxPrice')}</Label>
              <Select
                id="dining-max-price"
                value={filters.maxPrice}
                onChange={(e) => update({ maxPrice: Number(e.target.value), minPrice: Math.min(Number(e.target.value), filters.minPrice) })}
              >
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {'$'.repeat(n)} {t(`price.${n}`)}
                  </option>
                ))}
              </Select>
            </FieldWrap>
          </PriceRow>
          <Button type="submit">{t('list.apply')}</Button>
          {hasActiveFilters(filters) && (
            <Button type="button" $variant="secondary" onClick={reset} data-testid="reset-filters">
              {t('list.reset')}
            </Button>
          )}
        </Filters>

        <Results ref={results}>
          {failed && !data ? (
            <ErrorPanel title={t('list.error')} onRetry={retry} retrying={retrying} />
          ) : list.isPending ? (
            <Grid aria-busy="true" aria-label={t('list.loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <RestaurantCardSkeleton key={i} />
              ))}
            </Grid>
          ) : data && data.results.length === 0 ? (
            <Empty data-testid="restaurants-empty">
              <p>{t('list.empty')}</p>
              <Button type="button" onClick={reset}>
                {t('list.reset')}
              </Button>
            </Empty>
          ) : (
            <>
              <Grid aria-busy={list.isFetching}>
                {data?.results.map((r, index) => (
                  <RestaurantCard key={r._id} restaurant={r} search={search} lead={index === 0} />
                ))}
              </Grid>
              {data && data.pages > 1 && (
                <Pager aria-label={t('list.pages')}>
                  <Button type="button" $variant="secondary" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
                    {t('list.previous')}
                  </Button>
                  {/* The page asked for at once (the Next button is already disabled), not the one still shown while it loads. */}
                  <span id={PAGE_OF_ID}>{t('list.pageOf', { page: Math.min(filters.page, data.pages), pages: data.pages })}</span>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={filters.page >= data.pages}
                    onClick={() => goToPage(filters.page + 1)}
                  >
                    {t('list.next')}
                  </Button>
                </Pager>
              )}
            </>
          )}
        </Results>
      </Layout>
    </DiningPage>
  );
}
