// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelListResponse } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
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
