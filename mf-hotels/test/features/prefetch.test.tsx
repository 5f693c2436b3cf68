// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelDetail, type HotelListResponse } from '@trabzon/api-client';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders, prefetchScreenData, queryClient } from '@trabzon/ui';
import { routes } from '../../src/routes';
import { HotelsListScreen } from '../../src/features/list/HotelsListScreen';
import { useHotel } from '../../src/features/detail/useHotel';
import { HOTEL_CARD, startI18n } from '../helpers';

const LIST = { results: [HOTEL_CARD], total: 1, pages: 1, page: 1 } as unknown as HotelListResponse;

beforeAll(startI18n);
beforeEach(() => {
  queryClient.clear();
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The remote's first address: its module prefetches, then the shell renders the screen (same cache). */
function openAt(url: string) {
  const [pathname, search = ''] = url.split('?');
  prefetchScreenData(routes, { pathname, search: search ? `?${search}` : '' });
}

describe("a remote's screen data starts loading when its module is evaluated on the page's address", () => {
  it('/hotels: the list screen shows the prefetched hotels without asking the API again', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(LIST);
    openAt('/hotels?starRating=4&sort=price');
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ stars: 4, sort: 'price', page: 1 }), expect.anything());
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/hotels?starRating=4&sort=price']}>
          <Routes>
            <Route path="/hotels" element={<HotelsListScreen />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(destinationsApi.list).toHaveBeenCalledTimes(1);
  });

  it('/hotels with a destination leaves the list to the screen (a name is searched by its slug)', () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(LIST);
    openAt('/hotels?destination=Uzungöl');
    expect(list).not.toHaveBeenCalled();
    expect(destinationsApi.list).toHaveBeenCalledTimes(1);
  });

  it('/hotels/:id: the hotel, under the key the screen reads', async () => {
    const get = vi.spyOn(hotelsApi, 'get').mockResolvedValue({ ...HOTEL_CARD } as unknown as HotelDetail);
    openAt('/hotels/zorlu-grand');
    expect(get).toHaveBeenCalledWith('zorlu-grand', expect.anything());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;
    const { result } = renderHook(() => useHotel('zorlu-grand'), { wrapper });
    expect(result.current.data?.slug).toBe('zorlu-grand');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('any other address (the remote loaded ahead, on a hover) prefetches nothing', () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(LIST);
    const get = vi.spyOn(hotelsApi, 'get');
    openAt('/flights');
    openAt('/');
    expect(list).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    expect(destinationsApi.list).not.toHaveBeenCalled();
  });
});
