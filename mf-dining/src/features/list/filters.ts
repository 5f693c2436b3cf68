import { CUISINES, RESTAURANT_SORTS, type Cuisine, type RestaurantSort } from '@trabzon/contracts/restaurant-rules';
import { LIST_MAX_PAGE } from '@trabzon/contracts/constants';

export const PAGE_SIZE = 9;

/** The list's state, as kept in the URL (shareable, reloadable, back-button friendly). */
export interface RestaurantFilters {
  q: string;
  destination: string;
  cuisine: Cuisine | '';
  minPrice: number;
  maxPrice: number;
  sort: RestaurantSort;
  page: number;
  /** Carried from the home panel to the detail's reservation form. */
  date: string;
  guests: string;
}

const int = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/**
 * Reads the URL. The home search panel's restaurant tab sends `restaurant` (name), `destination`
 * (slug), `checkIn` (the day) and `guests`; they land in the search box, the location filter and
 * the reservation defaults.
 */
export function filtersFromParams(params: URLSearchParams): RestaurantFilters {
  const cuisine = params.get('cuisine') ?? '';
  const sort = params.get('sort') ?? '';
  const minPrice = int(params.get('minPrice'), 1, 4, 1);
  return {
    q: (params.get('q') ?? params.get('restaurant') ?? '').slice(0, 100),
    destination: (params.get('destination') ?? params.get('location') ?? '').slice(0, 200),
    cuisine: (CUISINES as readonly string[]).includes(cuisine) ? (cuisine as Cuisine) : '',
    minPrice,
    maxPrice: Math.max(minPrice, int(params.get('maxPrice'), 1, 4, 4)),
    sort: (RESTAURANT_SORTS as readonly string[]).includes(sort) ? (sort as RestaurantSort) : 'popularity',
    page: int(params.get('page'), 1, LIST_MAX_PAGE, 1),
    date: params.get('date') ?? params.get('checkIn') ?? '',
    guests: params.get('guests') ?? '',
  };
}

/** Writes the state back, leaving out defaults so the URL stays short. */
export function filtersToParams(filters: RestaurantFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.destination) params.set('destination', filters.destination);
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  if (filters.minPrice > 1) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < 4) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== 'popularity') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.date) params.set('date', filters.date);
  if (filters.guests) params.set('guests', filters.guests);
  return params;
}

export function toApiQuery(filters: RestaurantFilters) {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.destination ? { destination: filters.destination } : {}),
    ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
    ...(filters.minPrice > 1 ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice < 4 ? { maxPrice: filters.maxPrice } : {}),
    sort: filters.sort,
    page: filters.page,
    limit: PAGE_SIZE,
  };
}

/** Filters differ from the defaults (the reset button shows). */
export function hasActiveFilters(filters: RestaurantFilters): boolean {
  return Boolean(
    filters.q.trim() ||
    filters.destination ||
    filters.cuisine ||
    filters.minPrice > 1 ||
    filters.maxPrice < 4 ||
    filters.sort !== 'popularity',
  );
}
