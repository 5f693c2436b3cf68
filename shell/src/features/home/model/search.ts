import { addDays, firstPickupTime, isIsoDate, todayIso } from '@trabzon/dates';
import type { HomeSearchParam } from '@trabzon/api-client';
import { PICKUP_NOTICE_MINUTES, PLACE_CODES } from '@trabzon/contracts/constants';

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

/**
 * YYYY-MM-DD of today plus `days`, today being the agency's (Istanbul's), not the visitor's: the
 * panel and the lists it opens agree on "today" whatever the browser's time zone.
 */
export function isoDay(days = 0, from = new Date()): string {
  return addDays(todayIso(from), days);
}

/** The field holding each tab's first day (the stay's check-in, the table's date, the taxi's pickup, the package's start). */
export const START_DATE_FIELD = {
  hotels: 'checkIn',
  restaurants: 'checkIn',
  packages: 'checkIn',
  taxis: 'pickupDate',
} as const satisfies Record<SearchTab, keyof SearchFields>;

/** The first day a tab's search may start, in the agency's days: today, and tomorrow for a package. */
export function earliestStart(tab: SearchTab, now = new Date()): string {
  return isoDay(tab === 'packages' ? 1 : 0, now);
}

/**
 * True when the tab's start date is before its earliest day. A date typed by hand gets past the
 * picker's `min`, and the list it opens would only then say the dates could not be used. An empty
 * date is left to the list, which takes its own default.
 */
export function startsTooEarly(tab: SearchTab, fields: SearchFields, now = new Date()): boolean {
  const start = fields[START_DATE_FIELD[tab]];
  return !!start && start < earliestStart(tab, now);
}

/** The places the Taxis tab shows while its fields are empty: the taxi page's own defaults. */
export const TAXI_DEFAULT_PLACES = { pickupLocation: 'TZX', dropoffLocation: 'TZX_CITY' } as const;

/**
 * Defaults: check-in today, check-out tomorrow, 2 guests (spec section 5); a taxi at the first time
 * the taxi page would offer (a fixed 10:00 was already past, and refused, for most of the day).
 */
export function defaultSearch(now = new Date()): SearchFields {
  const taxi = firstPickupTime(PICKUP_NOTICE_MINUTES.taxi, now);
  return {
    destination: '',
    pickupLocation: '',
    dropoffLocation: '',
    restaurant: '',
    checkIn: isoDay(0, now),
    checkOut: isoDay(1, now),
    pickupDate: taxi.date,
    pickupTime: taxi.time,
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

const DATE_FIELDS = new Set<string>(['checkIn', 'checkOut', 'pickupDate']);
const GUESTS = ['1', '2', '3', '4'];

/**
 * The panel as the home URL kept it (`/?tab=hotels&destination=…`), so the browser's Back finds
 * the search as it was sent: a known tab, texts of at most 100 characters, days from today on,
 * 1 to 4 guests, a taxi's places from the list. Anything else falls back to the defaults.
 */
export function searchFromHomeParams(params: URLSearchParams, now = new Date()): { tab: SearchTab; fields: SearchFields } {
  const asked = params.get('tab');
  const tab = SEARCH_TABS.find((name) => name === asked) ?? 'hotels';
  const fields = defaultSearch(now);
  const today = isoDay(0, now);
  for (const key of Object.keys(fields) as (keyof SearchFields)[]) {
    const value = params.get(key)?.trim();
    if (!value || value.length > 100) continue;
    if (DATE_FIELDS.has(key) && !(isIsoDate(value) && value >= today)) continue;
    if (key === 'guests' && !GUESTS.includes(value)) continue;
    if ((key === 'pickupLocation' || key === 'dropoffLocation') && !PLACE_CODES.some((code) => code === value)) continue;
    fields[key] = value;
  }
  if (fields.checkOut <= fields.checkIn) fields.checkOut = addDays(fields.checkIn, 1);
  return { tab, fields };
}

/** The fields with the start date (checkIn) moved to `earliest` when before it; check-out follows. */
export function withEarliestStart(fields: SearchFields, earliest: string): SearchFields {
  if (fields.checkIn >= earliest) return fields;
  return { ...fields, checkIn: earliest, checkOut: fields.checkOut > earliest ? fields.checkOut : addDays(earliest, 1) };
}

/** The query the home URL keeps for the panel: the tab and the fields the search sent. */
export function homeParamsOf(tab: SearchTab, fields: SearchFields): URLSearchParams {
  const url = new URL(searchUrl(tab, fields), 'http://home');
  return new URLSearchParams([['tab', tab], ...url.searchParams]);
}
