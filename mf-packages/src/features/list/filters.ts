import type { PackageListQuery, PackageSort } from '@trabzon/api-client';

/** The API's sorts (contracts' PACKAGE_SORTS, written here so the bundle carries no TypeBox). */
export const PACKAGE_SORTS: readonly PackageSort[] = ['popularity', 'price', 'price_desc', 'duration', 'rating', 'newest'];

/** Duration bands of the filter, as the URL writes them. */
export const DURATION_BANDS = { short: [1, 2], medium: [3, 4], long: [5, 60] } as const;
export type DurationBand = keyof typeof DURATION_BANDS;

export interface PackageFilters {
  destination: string;
  duration: DurationBand | '';
  minPrice: string;
  maxPrice: string;
  sort: PackageSort;
  page: number;
  /** From the home search: kept in the URL and carried to the detail page. */
  guests: string;
  checkIn: string;
}

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;

export function isPrice(value: string): boolean {
  return value === '' || (PRICE.test(value) && Number(value) <= 100000);
}

/** The filters a URL holds; anything unreadable is ignored (a shared link never breaks the list). */
export function readFilters(params: URLSearchParams): PackageFilters {
  const sort = params.get('sort') ?? '';
  const duration = params.get('duration') ?? '';
  const page = Number(params.get('page') ?? '1');
  const price = (key: string) => {
    const value = (params.get(key) ?? '').trim();
    return isPrice(value) ? value : '';
  };
  const guests = params.get('guests') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  return {
    destination: (params.get('destination') ?? '').slice(0, 200),
    duration: duration in DURATION_BANDS ? (duration as DurationBand) : '',
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    sort: (PACKAGE_SORTS as readonly string[]).includes(sort) ? (sort as PackageSort) : 'popularity',
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
    guests: /^([1-9]|10)$/.test(guests) ? guests : '',
    checkIn: /^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? checkIn : '',
  };
}

/** The URL's query for these filters (defaults left out; other parameters kept). */
export function writeFilters(filters: PackageFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback = '') => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  set('destination', filters.destination);
  set('duration', filters.duration);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('sort', filters.sort, 'popularity');
  set('page', String(filters.page), '1');
  set('guests', filters.guests);
  set('checkIn', filters.checkIn);
  return next;
}

/** The API query for these filters. */
export function toQuery(filters: PackageFilters, limit = 9): Omit<PackageListQuery, 'lang'> {
  const query: Omit<PackageListQuery, 'lang'> = { sort: filters.sort, page: filters.page, limit };
  if (filters.destination) query.destination = filters.destination;
  if (filters.duration) {
    const [min, max] = DURATION_BANDS[filters.duration];
    query.minDuration = min;
    query.maxDuration = max;
  }
  if (filters.minPrice) query.minPrice = Number(filters.minPrice);
  if (filters.maxPrice) query.maxPrice = Number(filters.maxPrice);
  return query;
}
