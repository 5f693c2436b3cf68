// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelListResponse } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { HotelsListScreen } from '../../../src/features/list/HotelsListScreen';
import { HOTEL_CARD as HOTEL, renderAt, startI18n } from '../../helpers';

/** 20 hotels on 2 pages (one card each here), or none for a filter nothing matches (4 stars). */
async function twoPages(query?: { page?: number; stars?: number }): Promise<HotelListResponse> {
  if (query?.stars === 4) return { results: [], total: 0, pages: 0, page: 1 } as unknown as HotelListResponse;
  const page = query?.page ?? 1;
  return { results: [{ ...HOTEL, _id: `h${page}` }], total: 20, pages: 2, page } as unknown as HotelListResponse;
}

/** The results' count heading, once the list shows the page asked for. */
const countHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Waits for the focus to reach `element` (it moves once the new page has loaded). */
const focusReaches = (element: () => Promise<HTMLElement>) => waitFor(async () => expect(document.activeElement).toBe(await element()));

let scroll: ReturnType<typeof vi.spyOn>;
beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(hotelsApi, 'list').mockImplementation(twoPages);
  scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

describe('/hotels: after a page change or a reset, the focus goes to the results’ heading', () => {
  it.each([
    ['en', 'Next', 'Previous', '20 hotels found', 'Page 2 of 2', 'Page 1 of 2'],
    ['tr', 'Sonraki', 'Önceki', '20 otel bulundu', 'Sayfa 2 / 2', 'Sayfa 1 / 2'],
    ['ar', 'التالي', 'السابق', 'تم العثور على 20 فندقًا', 'الصفحة 2 من 2', 'الصفحة 1 من 2'],
  ] as const)(
    'in %s: Next to the last page and Previous back, described by the new page',
    async (language, next, previous, count, last, first) => {
      useLocaleStore.getState().setLanguage(language);
      await i18n.changeLanguage(language);
      renderAt('/hotels', '/hotels', <HotelsListScreen />);
      await countHeading(count);

      const nextButton = screen.getByRole('button', { name: next });
      nextButton.focus();
      fireEvent.click(nextButton);
      // Not on <body> (the pager is gone while the page loads, then its Next button is disabled).
      await focusReaches(() => countHeading(count));
      const heading = await countHeading(count);
      expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(last);
      expect(screen.getByRole('button', { name: next }).hasAttribute('disabled')).toBe(true);
      // The results' top still comes into view.
      expect(scroll.mock.contexts.at(-1)).toBe(screen.getByTestId('hotel-card').closest('[aria-busy]'));

      // Page 1 is in the cache: it shows at once and its Previous button is disabled under the focus.
      const previousButton = screen.getByRole('button', { name: previous });
      previousButton.focus();
      fireEvent.click(previousButton);
      await focusReaches(() => countHeading(count));
      expect(document.getElementById((await countHeading(count)).getAttribute('aria-describedby') ?? '')?.textContent).toBe(first);
    },
  );

  it('Reset in the empty results (the button goes away with them) does the same', async () => {
    renderAt('/hotels?starRating=4', '/hotels', <HotelsListScreen />);
    const empty = await screen.findByTestId('hotels-empty');
    const reset = empty.querySelector('button')!;
    reset.focus();
    fireEvent.click(reset);
    await focusReaches(() => countHeading('20 hotels found'));
    expect(screen.queryByTestId('hotels-empty')).toBeNull();
    expect(scroll).toHaveBeenCalled();
  });

  it('a select’s change leaves the focus on the select (WCAG 3.2.2)', async () => {
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    await countHeading('20 hotels found');
    const sort = screen.getByTestId('sort-select');
    sort.focus();
    fireEvent.change(sort, { target: { value: 'rating' } });
    await waitFor(() => expect(hotelsApi.list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'rating' }), expect.anything()));
    await countHeading('20 hotels found');
    expect(document.activeElement).toBe(sort);
  });
});
