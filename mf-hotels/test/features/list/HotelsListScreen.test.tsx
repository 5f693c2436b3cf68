// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelListResponse } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { HotelsListScreen } from '../../../src/features/list/HotelsListScreen';
import { HOTEL_CARD as HOTEL, renderAt, startI18n } from '../../helpers';

/** The API's refusal of a page above its maximum (400, in English). */
const tooHigh = new AxiosError('page must be <= 10000', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 400,
  data: { statusCode: 400, message: 'page must be <= 10000' },
  headers: {},
  statusText: '',
  config: {},
} as unknown as AxiosResponse);

/** 20 hotels on 2 pages, as the API answers: any later page empty, one above its maximum refused. */
async function pageOf(query?: { page?: number }): Promise<HotelListResponse> {
  const page = query?.page ?? 1;
  if (page > 10000) throw tooHigh;
  const results = page <= 2 ? [{ ...HOTEL, _id: `h${page}` }] : [];
  return { results, total: 20, pages: 2, page } as unknown as HotelListResponse;
}

beforeAll(async () => {
  await startI18n();
  useLocaleStore.getState().setLanguage('tr');
  await i18n.changeLanguage('tr');
});
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/hotels?page= outside the pages there are', () => {
  it('a page above the API’s maximum is dropped before any request: the first page, no English refusal', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    renderAt('/hotels?starRating=4&page=99999', '/hotels', <HotelsListScreen />);
    expect(await screen.findByText('Sayfa 1 / 2')).toBeTruthy();
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(screen.queryByText(/page must be/)).toBeNull();
    expect(list).toHaveBeenCalled();
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ page: 1, stars: 4 });
  });

  it('a page past the last one opens the last page instead, with the same filters', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    renderAt('/hotels?starRating=4&page=9', '/hotels', <HotelsListScreen />);
    expect(await screen.findByText('Sayfa 2 / 2')).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, stars: 4 }), expect.anything()));
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(1);
  });
});

/** The list at `url`, opened from the home page (so Back has somewhere to go). */
function openFromHome(url: string) {
  queryClient.clear();
  const list = (
    <>
      <HotelsListScreen />
      <AddressBar />
    </>
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<AddressBar />} />
          <Route path="/hotels" element={list} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/hotels?page=: the address says which page is shown', () => {
  it('a page above the maximum opens page 1, and the address drops `page` in place (Back goes home)', async () => {
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?starRating=4&page=99999');
    expect(await screen.findByText('Sayfa 1 / 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/hotels?starRating=4'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/'));
  });

  it('a page the list cannot read ("0", "abc", "1") is page 1, written without `page`', async () => {
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    for (const page of ['0', 'abc', '1']) {
      openFromHome(`/hotels?page=${page}&sort=rating`);
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/hotels?sort=rating'));
      cleanup();
    }
  });

  it('a page past the last one opens the last page, and the address says so in place', async () => {
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?starRating=4&page=9');
    expect(await screen.findByText('Sayfa 2 / 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/hotels?starRating=4&page=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/'));
  });

  it('keeps the dates the list could not search in the address while fixing the page (their notice stays)', async () => {
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?checkIn=2020-01-01&checkOut=2020-01-02&page=99999');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/hotels?checkIn=2020-01-01&checkOut=2020-01-02'));
    expect(screen.getByTestId('link-notice').dataset.dates).toBe('true');
  });
});

describe('/hotels?guests= outside the list’s 1 to 10', () => {
  it('searches the last option instead and says so, like dates it cannot search', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?guests=99');
    expect(await screen.findByText('Sayfa 1 / 2')).toBeTruthy();
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ guests: 10 });
    const notice = screen.getByTestId('link-notice');
    expect(notice.dataset).toMatchObject({ dates: 'false', guests: 'true' });
    expect(notice.textContent).toContain('1 ile 10');
    expect((screen.getByLabelText('Misafir sayısı') as HTMLSelectElement).value).toBe('10');
  });

  it('says nothing for guests it searches as given', async () => {
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?guests=3');
    expect(await screen.findByText('Sayfa 1 / 2')).toBeTruthy();
    expect(screen.queryByTestId('link-notice')).toBeNull();
  });
});

describe('/hotels?destination= the destinations do not have', () => {
  const DESTINATIONS = {
    results: [
      { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye' },
      { _id: 'd2', slug: 'uzungol', name: 'Uzungöl', country: 'Türkiye' },
    ],
    total: 2,
    pages: 1,
    page: 1,
  };
  const destinationSelect = () => screen.getByLabelText('Gidilecek yer') as HTMLSelectElement;
  const optionValues = () => Array.from(destinationSelect().options, (option) => option.value);
  /** The destinations, answered when the test says so. */
  function destinationsLater() {
    let answer: (value: typeof DESTINATIONS) => void = () => {};
    vi.spyOn(destinationsApi, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    return () => answer(DESTINATIONS);
  }

  it('drops an unknown one (all destinations) with a notice, and offers no option made of it', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue(DESTINATIONS as never);
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?destination=%3Cscript%3E');
    expect(await screen.findByTestId('hotels-count')).toBeTruthy();
    expect(screen.getByTestId('hotels-count').dataset.count).toBe('20');
    expect(screen.getByTestId('destination-unknown').textContent).toContain('tüm konumlardaki otelleri');
    expect(destinationSelect().value).toBe('');
    expect(optionValues()).toEqual(['', 'trabzon', 'uzungol']);
    // "<script>" is no id or slug the API could match: never searched, not even while the destinations load.
    for (const [query] of list.mock.calls) expect(query).not.toHaveProperty('destination');
  });

  it('shows all hotels, not "0 hotels", for an unknown slug answered before the destinations', async () => {
    const answerDestinations = destinationsLater();
    vi.spyOn(hotelsApi, 'list').mockImplementation(async (query) =>
      query?.destination ? ({ results: [], total: 0, pages: 0, page: 1 } as unknown as HotelListResponse) : pageOf(query),
    );
    openFromHome('/hotels?destination=atlantis');
    await waitFor(() =>
      expect(hotelsApi.list).toHaveBeenCalledWith(expect.objectContaining({ destination: 'atlantis' }), expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('hotels-count')).toBeNull();
    answerDestinations();
    await waitFor(() => expect(screen.getByTestId('hotels-count').dataset.count).toBe('20'));
    expect(screen.getByTestId('destination-unknown')).toBeTruthy();
    expect(screen.queryByTestId('hotels-empty')).toBeNull();
  });

  it('keeps a valid slug while the destinations load: searched at once, selected, no notice', async () => {
    const answerDestinations = destinationsLater();
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?destination=uzungol');
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ destination: 'uzungol' }), expect.anything()));
    expect(destinationSelect().value).toBe('uzungol');
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    answerDestinations();
    expect(await screen.findByTestId('hotels-count')).toBeTruthy();
    expect(destinationSelect().value).toBe('uzungol');
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ destination: 'uzungol' });
  });

  it('takes a destination by id or by name (searched by its slug), without a notice', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue(DESTINATIONS as never);
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    for (const [value, searched] of [
      ['d2', 'd2'],
      ['Uzung%C3%B6l', 'uzungol'],
    ]) {
      openFromHome(`/hotels?destination=${value}`);
      expect(await screen.findByTestId('hotels-count')).toBeTruthy();
      expect(destinationSelect().value).toBe('uzungol');
      expect(screen.queryByTestId('destination-unknown')).toBeNull();
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ destination: searched }), expect.anything());
      cleanup();
    }
  });

  it('searches the value as it is when the destinations cannot be loaded (nothing to check it against)', async () => {
    vi.spyOn(destinationsApi, 'list').mockRejectedValue(new Error('offline'));
    const list = vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?destination=uzungol');
    // After the query's one retry (a second).
    expect(await screen.findByTestId('hotels-count', {}, { timeout: 3000 })).toBeTruthy();
    expect(destinationSelect().value).toBe('uzungol');
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ destination: 'uzungol' }), expect.anything());
  });

  it('leaves the address with the visitor’s first change, and the notice with it', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue(DESTINATIONS as never);
    vi.spyOn(hotelsApi, 'list').mockImplementation(pageOf);
    openFromHome('/hotels?destination=atlantis');
    expect(await screen.findByTestId('destination-unknown')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Otel yıldızı'), { target: { value: '4' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/hotels?starRating=4'));
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
  });
});

describe('/hotels: the first card’s picture', () => {
  it('loads at once and first (the page preloads it), the others when they come near the screen', async () => {
    vi.spyOn(hotelsApi, 'list').mockResolvedValue({
      results: [
        { ...HOTEL, featuredImage: '/images/hotels/first.svg' },
        { ...HOTEL, _id: 'h2', featuredImage: '/images/hotels/second.svg' },
      ],
      total: 2,
      pages: 1,
      page: 1,
    } as unknown as HotelListResponse);
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('hotel-card').map((card) => card.querySelector('img')!);
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second!.getAttribute('loading'), second!.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
