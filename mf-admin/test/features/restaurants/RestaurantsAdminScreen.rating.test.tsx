// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { RestaurantsAdminScreen } from '../../../src/features/restaurants/RestaurantsAdminScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

const restaurant = (id: string, name: string, averageRating: number, totalReviews: number) => ({
  _id: id,
  name: { en: name },
  cuisine: 'turkish',
  priceRange: 2,
  address: { street: '', city: 'Trabzon', country: 'Türkiye' },
  averageRating,
  totalReviews,
  tableCount: 3,
  active: true,
  promoted: false,
  isNew: false,
});

function mockList() {
  vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
    results: [restaurant('r1', 'Hamsi Köşkü', 4.5, 2), restaurant('r2', 'QA Fish House', 0, 0)],
    total: 2,
  } as never);
}

/** The Rating cell of a restaurant's row (the rating column is the fifth). */
async function ratingOf(name: string): Promise<HTMLElement> {
  const rows = await screen.findAllByTestId('admin-restaurant-row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row.querySelectorAll<HTMLElement>('th, td')[4]!;
}

describe('the admin restaurants list: the rating of a restaurant without reviews', () => {
  it('shows "—", read out as "No reviews", rather than a rating of 0.0', async () => {
    mockList();
    renderAdmin(<RestaurantsAdminScreen />, '/admin/restaurants');
    const empty = await ratingOf('QA Fish House');
    expect(empty.textContent).not.toContain('0.0');
    expect(empty.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(empty.textContent).toContain('No reviews');
    expect((await ratingOf('Hamsi Köşkü')).textContent).toBe('4.5');
  });

  it('says "No reviews" in Turkish and Arabic', async () => {
    mockList();
    await switchLanguage('tr');
    renderAdmin(<RestaurantsAdminScreen />, '/admin/restaurants');
    expect((await ratingOf('QA Fish House')).textContent).toContain('Yorum yok');
    await switchLanguage('ar');
    await waitFor(async () => expect((await ratingOf('QA Fish House')).textContent).toContain('لا توجد تقييمات'));
  });
});
