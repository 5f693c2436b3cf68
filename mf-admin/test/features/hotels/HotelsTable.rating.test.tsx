// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HotelsTable } from '../../../src/features/hotels/HotelsTable';
import type { HotelRow } from '../../../src/features/hotels/model/rows';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const hotel = (id: string, name: string, rating: number, reviews: number): HotelRow => ({
  id,
  name,
  city: 'Trabzon',
  country: 'Türkiye',
  stars: 4,
  rating,
  reviews,
  roomTypes: 2,
  featured: false,
  active: true,
});

const ROWS = [hotel('h1', 'Sea Breeze', 4.5, 12), hotel('h2', 'QA Test Hotel', 0, 0), hotel('h3', 'Zigana Lodge', 3.8, 5)];

const renderTable = () => renderAdmin(<HotelsTable rows={ROWS} resetKey="" onEdit={vi.fn()} onDelete={vi.fn()} />, '/admin/hotels');

/** The Rating cell of a hotel's row (the rating column is the fourth). */
async function ratingOf(name: string): Promise<HTMLElement> {
  const rows = await screen.findAllByTestId('hotel-row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row.querySelectorAll<HTMLElement>('th, td')[3]!;
}

const namesInOrder = () => screen.getAllByTestId('hotel-row').map((row) => row.querySelector('th')?.textContent);

describe('the admin hotels list: the rating of a hotel without reviews', () => {
  it('shows "—", read out as "No reviews", rather than "0.0 (0)"', async () => {
    renderTable();
    const empty = await ratingOf('QA Test Hotel');
    expect(empty.textContent).not.toContain('0.0');
    expect(empty.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(empty.textContent).toContain('No reviews');
    expect((await ratingOf('Sea Breeze')).textContent).toBe('4.5 (12)');
  });

  it('says "No reviews" in Turkish and Arabic', async () => {
    await switchLanguage('tr');
    renderTable();
    expect((await ratingOf('QA Test Hotel')).textContent).toContain('Yorum yok');
    await switchLanguage('ar');
    await waitFor(async () => expect((await ratingOf('QA Test Hotel')).textContent).toContain('لا توجد تقييمات'));
  });

  it('sorts a hotel without reviews last, in both directions', async () => {
    renderTable();
    await screen.findAllByTestId('hotel-row');
    fireEvent.click(screen.getByTestId('sort-rating'));
    expect(namesInOrder()).toEqual(['Zigana Lodge', 'Sea Breeze', 'QA Test Hotel']);
    fireEvent.click(screen.getByTestId('sort-rating'));
    expect(namesInOrder()).toEqual(['Sea Breeze', 'Zigana Lodge', 'QA Test Hotel']);
  });
});
