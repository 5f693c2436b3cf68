// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi, type PackageListResponse } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocation } from '@trabzon/router';
import { useLocaleStore } from '@trabzon/stores';
import { PackagesListScreen } from '../../../src/features/list/PackagesListScreen';
import { renderAt, startI18n } from '../../helpers';

const CARD = {
  _id: 'p1',
  slug: 'highlands',
  name: 'Highlands by day',
  description: 'Plateaus and lakes.',
  duration: 1,
  price: 120,
  images: [],
  featured: false,
  averageRating: 0,
  totalReviews: 0,
  destination: null,
  activities: [],
  activitiesCount: 0,
} as unknown as PackageListResponse['results'][number];

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/packages?page= past the last page', () => {
  it('opens the last page instead of an empty one with no way back', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
    // 9 packages: 2 pages. Page 9 comes back empty from the API.
    const list = vi
      .spyOn(packagesApi, 'list')
      .mockImplementation(async (query = {}) =>
        (query.page ?? 1) <= 2
          ? { results: [CARD], total: 9, pages: 2, page: query.page ?? 1 }
          : { results: [], total: 9, pages: 2, page: query.page ?? 1 },
      );
    renderAt('/packages?duration=1-3&page=9', <PackagesListScreen />);
    expect((await screen.findAllByRole('link', { name: /Highlands by day/ })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('packages-empty')).toBeNull();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything());
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('/packages in Turkish: the price filter', () => {
  it('reads "1.000" as 1000, as its own error message writes "100.000"', async () => {
    useLocaleStore.getState().setLanguage('tr');
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'packages')).toBe(true));
    try {
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
      const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
      renderAt(
        '/packages',
        <>
          <PackagesListScreen />
          <Address />
        </>,
      );
      const min = screen.getByTestId('filter-minPrice');
      fireEvent.change(min, { target: { value: '1.000' } });
      fireEvent.change(screen.getByTestId('filter-maxPrice'), { target: { value: '1.500,50' } });
      expect(screen.queryAllByText('0 ile 100.000 arasında bir fiyat girin')).toEqual([]);
      fireEvent.blur(min);
      const address = new URLSearchParams(screen.getByTestId('address').textContent);
      expect(address.get('minPrice')).toBe('1000');
      expect(address.get('maxPrice')).toBe('1500.5');
      await waitFor(() =>
        expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 1000, maxPrice: 1500.5 }), expect.anything()),
      );
      // The fields keep the Turkish way of writing the prices.
      expect((min as HTMLInputElement).value).toBe('1.000');
      expect((screen.getByTestId('filter-maxPrice') as HTMLInputElement).value).toBe('1.500,5');
      // A Turkish "1.5" is not a number: said so, and the filter stays as it was.
      fireEvent.change(min, { target: { value: '1.5' } });
      expect(screen.getByText('0 ile 100.000 arasında bir fiyat girin')).toBeTruthy();
      fireEvent.blur(min);
      expect(new URLSearchParams(screen.getByTestId('address').textContent).get('minPrice')).toBe('1000');
    } finally {
      useLocaleStore.getState().setLanguage('en');
      await waitFor(() => expect(i18n.language).toBe('en'));
    }
  });
});
