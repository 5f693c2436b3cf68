// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import { renderWithProviders, startI18n } from '../../render';
import { useLocation } from '@trabzon/router';
import { LIST } from './fixtures';

const api = vi.hoisted(() => ({ list: vi.fn() }));

vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return {
    ...actual,
    restaurantsApi: { ...actual.restaurantsApi, list: api.list },
    destinationsApi: { ...actual.destinationsApi, list: vi.fn(async () => ({ results: [], total: 0, pages: 1, page: 1 })) },
  };
});

const { RestaurantsListScreen } = await import('../../../src/features/list/RestaurantsListScreen');

/** A phone (the e2e suite's 412 px), where the filter panel is folded behind the toggle. */
const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

beforeAll(async () => {
  viewport.setViewport({ width: 412, height: 823 });
  await startI18n('en');
});
beforeEach(() => api.list.mockImplementation(async () => LIST));
afterEach(() => {
  cleanup();
  api.list.mockReset();
});

/** What Tab reaches, in document order (nothing here has a positive tabindex). */
function tabbable(root: ParentNode): HTMLElement[] {
  const selector = 'a[href], button, input, select, textarea, [tabindex]';
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('tabindex') !== '-1',
  );
}

describe('/restaurants: the phone’s Filters toggle', () => {
  it('controls the filter panel, which comes right after it in the reading and Tab order', async () => {
    renderWithProviders(<RestaurantsListScreen />);
    await screen.findAllByTestId('restaurant-card');
    const toggle = screen.getByRole('button', { name: 'Filters' });

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId!)!;
    expect(panel).toBe(screen.getByRole('search', { name: 'Filters' }));
    expect(panel.contains(screen.getByLabelText('Search by name or cuisine'))).toBe(true);

    // The toggle precedes the panel, and the next Tab after it lands in the panel (not on Sort).
    expect(toggle.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const order = tabbable(screen.getByTestId('screen'));
    const next = order[order.indexOf(toggle) + 1];
    expect(next).toBe(screen.getByLabelText('Search by name or cuisine'));
    expect(order.indexOf(screen.getByLabelText('Sort by'))).toBeLessThan(order.indexOf(toggle));
  });
});

describe('/restaurants?page= past the last page', () => {
  it('opens the last page instead of an empty one with no way back', async () => {
    // 12 restaurants: 2 pages of 9. Page 9 comes back empty from the API.
    api.list.mockImplementation(async ({ page }: { page: number }) =>
      page <= 2 ? { ...LIST, total: 12, pages: 2, page } : { results: [], total: 12, pages: 2, page },
    );
    renderWithProviders(<RestaurantsListScreen />, '/restaurants?cuisine=turkish&page=9');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.queryByTestId('restaurants-empty')).toBeNull();
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, cuisine: 'turkish' }), expect.anything());
  });

  it('a page it cannot open (above the maximum, 0, abc) opens page 1, and the address drops `page` too', async () => {
    api.list.mockResolvedValue({ ...LIST, total: 12, pages: 2, page: 1 });
    function Address() {
      return <output data-testid="address">{useLocation().search}</output>;
    }
    for (const page of ['99999', '0', 'abc']) {
      renderWithProviders(
        <>
          <RestaurantsListScreen />
          <Address />
        </>,
        `/restaurants?cuisine=turkish&page=${page}`,
      );
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?cuisine=turkish'));
      expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, cuisine: 'turkish' }), expect.anything());
      cleanup();
    }
  });
});

/*
 * The price selects are as wide as their longest option ("$$$$ Very expensive"); in the 280px side
 * column two of them on plain 1fr tracks pushed the highest price out of the panel over the cards.
 * Layout itself is not computed here (happy-dom), so this holds the CSS that lets them fit: tracks
 * that may shrink below their content and fields and selects that follow the track, not their options.
 */
describe('/restaurants: the lowest and highest price', () => {
  afterEach(async () => {
    await startI18n('en');
  });

  it.each([
    ['en', 'Lowest price', 'Highest price'],
    ['tr', 'En düşük fiyat', 'En yüksek fiyat'],
    ['ar', 'أدنى سعر', 'أعلى سعر'],
  ] as const)('in %s: are labelled in full, in the filter panel, on tracks that fit its width', async (language, lowest, highest) => {
    await startI18n(language);
    renderWithProviders(<RestaurantsListScreen />);
    await screen.findAllByTestId('restaurant-card');
    const panel = document.getElementById('dining-filters')!;

    const selects = [screen.getByLabelText(lowest), screen.getByLabelText(highest)];
    for (const select of selects) {
      expect(select.tagName).toBe('SELECT');
      expect(panel.contains(select)).toBe(true);
      const field = select.parentElement!;
      expect(field.querySelector('label')?.textContent).toMatch(new RegExp(`^(${lowest}|${highest})$`));
      // Neither the select nor its field may be wider than the track (their default minimum is their content).
      expect(getComputedStyle(select).minInlineSize).toBe('0');
      expect(getComputedStyle(select).inlineSize).toBe('100%');
      expect(getComputedStyle(field).minInlineSize).toBe('0');
    }
    // Both in one row whose tracks may shrink to the panel: no bare `1fr`, whose minimum is the widest option.
    const row = selects[0]!.parentElement!.parentElement!;
    expect(row).toBe(selects[1]!.parentElement!.parentElement);
    const tracks = getComputedStyle(row).gridTemplateColumns;
    expect(tracks).toMatch(/minmax\((0|min\(100%)/);
    expect(tracks).not.toMatch(/(^|\s)1fr(\s|$)/);
  });
});

describe('/restaurants: the toolbar', () => {
  afterEach(async () => {
    await startI18n('en');
  });

  it('keeps the sort within its track, so a long Arabic option cannot push into the Filters button', async () => {
    await startI18n('ar');
    renderWithProviders(<RestaurantsListScreen />);
    await screen.findAllByTestId('restaurant-card');
    const sort = document.getElementById('dining-sort')!;
    expect(getComputedStyle(sort).maxInlineSize).toBe('100%');
    expect(getComputedStyle(sort.parentElement!).minInlineSize).toBe('0');
    expect(getComputedStyle(sort.parentElement!).maxInlineSize).toBe('100%');
  });
});

describe('/restaurants: after a page change, a search or a reset', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await startI18n('en');
  });

  /** 13 restaurants, 2 pages: page 2 is the last, its Next button disabled. */
  const twoPages = async ({ page }: { page: number }) => ({ ...LIST, total: 13, pages: 2, page });

  it.each([
    ['en', 'Next', 'Previous', '13 restaurants', 'Page 2 of 2'],
    ['tr', 'Sonraki', 'Önceki', '13 restoran', 'Sayfa 2 / 2'],
    ['ar', 'التالي', 'السابق', '13 مطعمًا', 'الصفحة 2 من 2'],
  ] as const)(
    'in %s: Next and Previous bring the results’ top into view and the focus to their heading, described by the new page',
    async (language, next, previous, count, pageOf) => {
      await startI18n(language);
      api.list.mockImplementation(twoPages);
      const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
      renderWithProviders(<RestaurantsListScreen />);
      await screen.findAllByTestId('restaurant-card');

      const nextButton = screen.getByRole('button', { name: next });
      nextButton.focus();
      fireEvent.click(nextButton);
      // The focus does not fall to <body> with the now disabled Next button.
      const heading = screen.getByRole('heading', { level: 2, name: count });
      expect(document.activeElement).toBe(heading);
      expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(pageOf);
      // The results (under the heading), not the pager at the bottom, are scrolled to.
      const results = screen.getAllByTestId('restaurant-card')[0]!.closest('[aria-busy]')!.parentElement!;
      expect(scroll.mock.contexts.at(-1)).toBe(results);
      await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything()));

      scroll.mockClear();
      fireEvent.click(screen.getByRole('button', { name: previous }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: count }));
      expect(scroll.mock.contexts.at(-1)).toBe(results);
    },
  );

  it('Search and Reset filters do the same (Reset disappears once the filters are back to their defaults)', async () => {
    api.list.mockImplementation(twoPages);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderWithProviders(<RestaurantsListScreen />, '/restaurants?cuisine=turkish');
    await screen.findAllByTestId('restaurant-card');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '13 restaurants' }));
    expect(scroll).toHaveBeenCalled();

    scroll.mockClear();
    const reset = screen.getByTestId('reset-filters');
    reset.focus();
    fireEvent.click(reset);
    await waitFor(() => expect(screen.queryByTestId('reset-filters')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '13 restaurants' }));
    expect(scroll).toHaveBeenCalled();
  });
});

describe('/restaurants: the first card’s photo', () => {
  it('loads at once and first (the page preloads it), the others when they come near the screen', async () => {
    api.list.mockImplementation(async () => ({
      ...LIST,
      results: LIST.results.map((restaurant, i) => ({ ...restaurant, image: `/images/restaurants/${i}.svg` })),
    }));
    renderWithProviders(<RestaurantsListScreen />, '/restaurants');
    await waitFor(() => expect(screen.getAllByTestId('restaurant-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('restaurant-card').map((card) => card.querySelector('img')!);
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second!.getAttribute('loading'), second!.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
