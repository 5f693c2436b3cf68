// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelListResponse } from '@trabzon/api-client';
import { HotelsListScreen } from '../../../src/features/list/HotelsListScreen';
import { HOTEL_CARD as HOTEL, renderAt, startI18n } from '../../helpers';

/** The destinations as the API names them in each language (the seed's Trabzon and Ayder). */
const NAMES = {
  en: [
    { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye' },
    { _id: 'd2', slug: 'ayder', name: 'Ayder Plateau', country: 'Türkiye' },
  ],
  tr: [
    { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye' },
    { _id: 'd2', slug: 'ayder', name: 'Ayder Yaylası', country: 'Türkiye' },
  ],
  ar: [
    { _id: 'd1', slug: 'trabzon', name: 'طرابزون', country: 'Türkiye' },
    { _id: 'd2', slug: 'ayder', name: 'هضبة أيدر', country: 'Türkiye' },
  ],
};

const ONE_PAGE = { results: [HOTEL], total: 1, pages: 1, page: 1 } as unknown as HotelListResponse;

beforeAll(async () => {
  await startI18n();
});
beforeEach(() => {
  // The page's own language when none is asked (the http client adds it), as the API answers.
  vi.spyOn(destinationsApi, 'list').mockImplementation(async (_query, options) => {
    const results = NAMES[(options?.language ?? 'en') as keyof typeof NAMES];
    return { results, total: results.length } as never;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/hotels?destination= named in another language than the page’s (English here)', () => {
  it('finds it by its Arabic or Turkish name, in any case and without accents, and searches its slug without a notice', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(ONE_PAGE);
    for (const [value, slug] of [
      ['طرابزون', 'trabzon'],
      ['هضبة أيدر', 'ayder'],
      ['Ayder Yaylası', 'ayder'],
      ['AYDER YAYLASI', 'ayder'],
      ['ayder plateau', 'ayder'],
    ]) {
      list.mockClear();
      renderAt(`/hotels?destination=${encodeURIComponent(value)}`, '/hotels', <HotelsListScreen />);
      expect(await screen.findByTestId('hotels-count')).toBeTruthy();
      expect((screen.getByLabelText('Destination') as HTMLSelectElement).value).toBe(slug);
      expect(screen.queryByTestId('destination-unknown')).toBeNull();
      expect(list).toHaveBeenCalled();
      for (const [query] of list.mock.calls) expect(query).toMatchObject({ destination: slug });
      cleanup();
    }
  });

  it('still drops a name no language has, once all of them are known, with the notice', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(ONE_PAGE);
    renderAt('/hotels?destination=Atlantis', '/hotels', <HotelsListScreen />);
    expect(await screen.findByTestId('destination-unknown')).toBeTruthy();
    expect(destinationsApi.list).toHaveBeenCalledWith({}, expect.objectContaining({ language: 'ar' }));
    expect(destinationsApi.list).toHaveBeenCalledWith({}, expect.objectContaining({ language: 'tr' }));
    for (const [query] of list.mock.calls) expect(query).not.toHaveProperty('destination');
  });

  it('loads no other language for a destination the page’s own names have', async () => {
    vi.spyOn(hotelsApi, 'list').mockResolvedValue(ONE_PAGE);
    renderAt('/hotels?destination=Ayder%20Plateau', '/hotels', <HotelsListScreen />);
    expect(await screen.findByTestId('hotels-count')).toBeTruthy();
    for (const [, options] of vi.mocked(destinationsApi.list).mock.calls) expect(options?.language ?? 'en').toBe('en');
  });
});
