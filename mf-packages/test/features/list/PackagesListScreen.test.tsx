// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi, type PackageListResponse } from '@trabzon/api-client';
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
