import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, hasActiveFilters, toApiQuery } from '../../../src/features/list/filters';

describe('the restaurant list state in the URL', () => {
  it('takes what the home panel’s restaurant tab sends', () => {
    const f = filtersFromParams(new URLSearchParams('restaurant=Hamsi&destination=uzungol&checkIn=2026-12-01&guests=4'));
    expect(f).toMatchObject({ q: 'Hamsi', destination: 'uzungol', date: '2026-12-01', guests: '4', sort: 'popularity', page: 1 });
    expect(toApiQuery(f)).toEqual({ q: 'Hamsi', destination: 'uzungol', sort: 'popularity', page: 1, limit: 9 });
  });

  it('drops values it does not know and keeps the price range ordered', () => {
    const f = filtersFromParams(new URLSearchParams('cuisine=french&sort=cheap&page=-3&minPrice=3&maxPrice=2'));
    expect(f).toMatchObject({ cuisine: '', sort: 'popularity', page: 1, minPrice: 3, maxPrice: 3 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const f = filtersFromParams(new URLSearchParams('q=pizza&cuisine=italian&maxPrice=2&sort=rating&page=2'));
    const written = filtersToParams(f).toString();
    expect(written).toBe('q=pizza&cuisine=italian&maxPrice=2&sort=rating&page=2');
    expect(filtersFromParams(new URLSearchParams(written))).toEqual(f);
    expect(hasActiveFilters(f)).toBe(true);
    expect(hasActiveFilters(filtersFromParams(new URLSearchParams('guests=2')))).toBe(false);
  });
});
