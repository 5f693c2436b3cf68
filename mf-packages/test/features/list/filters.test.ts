import { describe, expect, it } from 'vitest';
import { readFilters, toQuery, writeFilters } from '../../../src/features/list/filters';

describe('packages list filters', () => {
  it('reads the home search parameters: destination, guests and the start date', () => {
    const params = new URLSearchParams('destination=uzungol&guests=3&checkIn=2026-12-01&checkOut=2026-12-02&pickupTime=10:00&starRating=4');
    const filters = readFilters(params);
    expect(filters).toMatchObject({ destination: 'uzungol', guests: '3', checkIn: '2026-12-01', sort: 'popularity', page: 1 });
    expect(toQuery(filters)).toEqual({ destination: 'uzungol', sort: 'popularity', page: 1, limit: 9 });
  });

  it('maps duration bands and prices to the API query, ignoring unreadable values', () => {
    const filters = readFilters(new URLSearchParams('duration=medium&minPrice=100&maxPrice=1e400&sort=price_desc&page=2'));
    expect(toQuery(filters)).toEqual({ minDuration: 3, maxDuration: 4, minPrice: 100, sort: 'price_desc', page: 2, limit: 9 });
    expect(readFilters(new URLSearchParams('duration=forever&sort=cheapest&page=-1&guests=99'))).toMatchObject({
      duration: '',
      sort: 'popularity',
      page: 1,
      guests: '',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('pickupTime=10:00');
    const next = writeFilters({ ...readFilters(new URLSearchParams()), destination: 'rize', sort: 'rating' }, current);
    expect(next.toString()).toBe('pickupTime=10%3A00&destination=rize&sort=rating');
  });
});
