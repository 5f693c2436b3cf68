// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDetail, Review } from '@trabzon/api-client';
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
afterEach(cleanup);

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
