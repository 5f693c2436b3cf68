// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelsApi, type HotelDetail, type Review } from '@trabzon/api-client';
import { Reviews } from '../../../src/features/detail/Reviews';
import { renderAt, startI18n } from '../../helpers';

const review = (id: string, text: string, language: string | null): Review => ({
  _id: id,
  userId: null,
  userName: 'Guest',
  rating: 5,
  text,
  language,
  date: '2026-10-01T09:00:00.000Z',
});

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Reviews', () => {
  it("marks each review's text with its own language, so screen readers read it in that language", () => {
    const latest = [
      review('r1', 'Odalar tertemizdi, personel çok güler yüzlüydü.', 'tr'),
      review('r2', 'إقامة رائعة مع العائلة.', 'ar'),
      review('r3', 'Written before reviews kept their language.', null),
    ];
    const hotel = { _id: 'h1', reviews: { averageRating: 5, totalReviews: 3, latest } } as unknown as HotelDetail;
    renderAt('/hotels/h1', '/hotels/:id', <Reviews hotel={hotel} />);
    expect(screen.getByText(/Odalar tertemizdi/).getAttribute('lang')).toBe('tr');
    expect(screen.getByText(/إقامة رائعة/).getAttribute('lang')).toBe('ar');
    expect(screen.getByText(/Written before/).hasAttribute('lang')).toBe(false);
  });
});

describe('Reviews: Show more reviews', () => {
  it('keeps the keyboard’s focus on its button while the page loads, then moves it to the first new review (it fell to <body>)', async () => {
    const latest = [review('r1', 'First review text.', 'en'), review('r2', 'Second review text.', 'en')];
    const hotel = { _id: 'h1', reviews: { averageRating: 5, totalReviews: 4, latest } } as unknown as HotelDetail;
    let answer: (value: unknown) => void = () => undefined;
    vi.spyOn(hotelsApi, 'reviews').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderAt('/hotels/h1', '/hotels/:id', <Reviews hotel={hotel} />);

    const button = screen.getByRole('button', { name: 'Show more reviews' });
    button.focus();
    fireEvent.click(button);
    // Busy, not disabled: the focus stays on it while the reviews load.
    const busy = await screen.findByRole('button', { name: 'Loading reviews…' });
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);

    answer({
      results: [review('r3', 'Third review text.', 'en'), review('r4', 'Fourth review text.', 'en')],
      page: 2,
      pages: 2,
      total: 4,
      averageRating: 5,
      totalReviews: 4,
    });
    // The last page: the button goes, and the focus is on the first review it added.
    await waitFor(() => expect(screen.queryByRole('button', { name: /reviews/ })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Third review text.'));
    expect(document.activeElement?.getAttribute('data-testid')).toBe('review');
  });
});
