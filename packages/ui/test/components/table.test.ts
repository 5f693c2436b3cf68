import { describe, expect, it } from 'vitest';
import { compareValues, filterRows, nextSort, paginate, sortRows } from '../../src/components/table';

interface Hotel {
  name: string;
  stars: number;
  rating: number | null;
  featured: boolean;
}

const hotels: Hotel[] = [
  { name: 'Sea Breeze', stars: 4, rating: 4.5, featured: true },
  { name: 'altın Otel', stars: 3, rating: null, featured: false },
  { name: 'Çamlık Lodge', stars: 5, rating: 3.9, featured: false },
  { name: 'Hotel 10', stars: 4, rating: 4.1, featured: true },
  { name: 'Hotel 9', stars: 2, rating: 4.8, featured: false },
];

const names = (rows: Hotel[]) => rows.map((row) => row.name);

describe('sorting', () => {
  it('cycles a column ascending then descending, and starts a new column ascending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(second, 'stars')).toEqual({ column: 'stars', direction: 'asc' });
  });

  it('sorts texts case-insensitively with numbers in natural order', () => {
    expect(names(sortRows(hotels, (h) => h.name, 'asc'))).toEqual(['altın Otel', 'Çamlık Lodge', 'Hotel 9', 'Hotel 10', 'Sea Breeze']);
    expect(names(sortRows(hotels, (h) => h.name, 'desc'))).toEqual(['Sea Breeze', 'Hotel 10', 'Hotel 9', 'Çamlık Lodge', 'altın Otel']);
  });

  it('sorts numbers numerically and keeps equal rows in their order (stable)', () => {
    expect(names(sortRows(hotels, (h) => h.stars, 'asc'))).toEqual(['Hotel 9', 'altın Otel', 'Sea Breeze', 'Hotel 10', 'Çamlık Lodge']);
    expect(names(sortRows(hotels, (h) => h.stars, 'desc'))).toEqual(['Çamlık Lodge', 'Sea Breeze', 'Hotel 10', 'altın Otel', 'Hotel 9']);
  });

  it('puts empty values last in both directions', () => {
    expect(names(sortRows(hotels, (h) => h.rating, 'asc')).at(-1)).toBe('altın Otel');
    expect(names(sortRows(hotels, (h) => h.rating, 'desc'))).toEqual(['Hotel 9', 'Sea Breeze', 'Hotel 10', 'Çamlık Lodge', 'altın Otel']);
  });

  it('orders booleans false before true ascending', () => {
    expect(
      sortRows(hotels, (h) => h.featured, 'desc')
        .slice(0, 2)
        .every((h) => h.featured),
    ).toBe(true);
    expect(compareValues(false, true)).toBeLessThan(0);
  });

  it('does not change the rows it was given', () => {
    const copy = [...hotels];
    sortRows(hotels, (h) => h.name, 'desc');
    expect(hotels).toEqual(copy);
  });
});

describe('filtering', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(names(filterRows(hotels, 'hotel', (h) => [h.name]))).toEqual(['Hotel 10', 'Hotel 9']);
    expect(names(filterRows(hotels, 'camlik', (h) => [h.name]))).toEqual(['Çamlık Lodge']);
    expect(names(filterRows(hotels, 'ALTIN otel', (h) => [h.name]))).toEqual(['altın Otel']);
    expect(names(filterRows(hotels, 'hotel 9', (h) => [h.name]))).toEqual(['Hotel 9']);
  });

  it('returns every row for an empty query and none when nothing matches', () => {
    expect(filterRows(hotels, '   ', (h) => [h.name])).toHaveLength(5);
    expect(filterRows(hotels, 'zzz', (h) => [h.name])).toEqual([]);
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);

  it('slices pages and says which rows show', () => {
    expect(paginate(rows, 1, 10)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pages: 3, total: 23, from: 1, to: 10 });
    expect(paginate(rows, 3, 10)).toMatchObject({ rows: [21, 22, 23], page: 3, from: 21, to: 23 });
  });

  it('clamps pages outside the range', () => {
    expect(paginate(rows, 9, 10).page).toBe(3);
    expect(paginate(rows, 0, 10).page).toBe(1);
    expect(paginate(rows, Number.NaN, 10).page).toBe(1);
  });

  it('has one empty page when there are no rows', () => {
    expect(paginate([], 2, 10)).toEqual({ rows: [], page: 1, pages: 1, total: 0, from: 0, to: 0 });
  });
});
