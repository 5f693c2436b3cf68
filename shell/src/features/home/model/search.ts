import type { HomeSearchParam } from '@trabzon/api-client';

/** The home search panel's tabs and the list each one opens (spec section 2, Home screen). */
export const SEARCH_TABS = ['hotels', 'taxis', 'restaurants', 'packages'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TARGET: Record<SearchTab, string> = {
  hotels: '/hotels',
  taxis: '/taxis',
  restaurants: '/restaurants',
  packages: '/packages',
};

/**
 * Every field of the panel. The names are the query parameters each list reads (contracts'
 * HOME_SEARCH_PARAMS documents which vertical uses which), so the type is tied to them.
 */
export type SearchFields = Record<HomeSearchParam, string>;

/** YYYY-MM-DD of today plus `days`, in the visitor's calendar. */
export function isoDay(days = 0, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Defaults: check-in today, check-out tomorrow, 2 guests (spec section 5). */
export function defaultSearch(now = new Date()): SearchFields {
  return {
    destination: '',
    pickupLocation: '',
    dropoffLocation: '',
    restaurant: '',
    checkIn: isoDay(0, now),
    checkOut: isoDay(1, now),
    pickupDate: isoDay(0, now),
    pickupTime: '10:00',
    guests: '2',
    starRating: '',
  };
}

/**
 * The URL a search opens: the tab's list with every filled field as a query parameter, whatever
 * the tab (spec: "passes all form fields"); dates are reduced to the date only.
 */
export function searchUrl(tab: SearchTab, fields: SearchFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    params.set(key, key === 'checkIn' || key === 'checkOut' || key === 'pickupDate' ? trimmed.slice(0, 10) : trimmed);
  }
  const query = params.toString();
  return query ? `${SEARCH_TARGET[tab]}?${query}` : SEARCH_TARGET[tab];
}
