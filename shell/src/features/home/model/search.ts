import {
  addDays,
  firstPickupTime,
  isIsoDate,
  isIsoTime,
  nightsBetween,
  pickupNoticeProblem,
  todayIso,
  zonedDateTimeToIso,
} from '@trabzon/dates';
import type { HomeSearchParam } from '@trabzon/api-client';
import { PICKUP_NOTICE_MINUTES, PLACE_CODES } from '@trabzon/contracts/constants';
import { RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { STAY_MAX_NIGHTS } from '@trabzon/contracts/validation';

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

/**
 * How many days ahead, from today, a tab's start date may be: a table only within the restaurants'
 * booking window (the restaurant page and the API refuse a later date). Other tabs set no latest day.
 */
const LATEST_START_DAYS = { restaurants: RESERVATION_RULES.MAX_DAYS_AHEAD } as const satisfies Partial<Record<SearchTab, number>>;
type LatestStartTab = keyof typeof LATEST_START_DAYS;
const latestStartDays = (tab: SearchTab): number | undefined => (LATEST_START_DAYS as Partial<Record<SearchTab, number>>)[tab];

/** The last day a tab's search may start, in the agency's days, or undefined when the tab has none. */
export function latestStart(tab: SearchTab, now = new Date()): string | undefined {
  const days = latestStartDays(tab);
  return days === undefined ? undefined : isoDay(days, now);
}

/** True when the tab's start date is after its latest day (typed by hand past the picker's `max`). */
export function startsTooLate(tab: SearchTab, fields: SearchFields, now = new Date()): boolean {
  const start = fields[START_DATE_FIELD[tab]];
  const latest = latestStart(tab, now);
  return !!start && latest !== undefined && start > latest;
}

/** The places the Taxis tab shows while its fields are empty: the taxi page's own defaults. */
export const TAXI_DEFAULT_PLACES = { pickupLocation: 'TZX', dropoffLocation: 'TZX_CITY' } as const;

/**
 * Why the panel refuses a search, or null: the field to fix (marked invalid, described by the
 * message and focused) and the message's key under `search.` with its values. Each is a value the
 * list would refuse or replace, so the panel says it before opening the list.
 */
export interface SearchProblem {
  field: keyof SearchFields;
  message:
    | `tooEarly.${SearchTab}`
    | `tooLate.${LatestStartTab}`
    | 'checkOutPast'
    | 'checkInNeeded'
    | 'checkOutAfter'
    | 'stayTooLong'
    | 'samePlace'
    | 'pickupTimePassed'
    | 'pickupTooSoon';
  values?: Record<string, number>;
}

/**
 * The Hotels tab's stay, as /hotels takes it (mf-hotels' normalizeDates): check-out not in the
 * past, after check-in and at most STAY_MAX_NIGHTS later. A check-out alone is dropped by the list,
 * so it needs a check-in. An empty check-out is left to the list (a check-in alone is one night).
 */
function stayProblem({ checkIn, checkOut }: SearchFields, now: Date): SearchProblem | null {
  if (!checkOut) return null;
  if (checkOut < isoDay(0, now)) return { field: 'checkOut', message: 'checkOutPast' };
  if (!checkIn) return { field: 'checkIn', message: 'checkInNeeded' };
  if (checkOut <= checkIn) return { field: 'checkOut', message: 'checkOutAfter' };
  if (nightsBetween(checkIn, checkOut) > STAY_MAX_NIGHTS)
    return { field: 'checkOut', message: 'stayTooLong', values: { nights: STAY_MAX_NIGHTS } };
  return null;
}

/**
 * The Taxis tab's pickup, by the taxi page's and the API's rule: at least PICKUP_NOTICE_MINUTES.taxi
 * ahead, a day and time on Istanbul's clock; one already passed is said so. An empty date is the one
 * the taxi page then takes (its first pickup's); an empty time is left to it, which offers one.
 */
function pickupProblem(fields: SearchFields, now: Date): SearchProblem | null {
  const notice = PICKUP_NOTICE_MINUTES.taxi;
  const date = fields.pickupDate || firstPickupTime(notice, now).date;
  if (!isIsoDate(date) || !isIsoTime(fields.pickupTime)) return null;
  const problem = pickupNoticeProblem(zonedDateTimeToIso(date, fields.pickupTime), notice, now);
  if (problem === 'timeInPast') return { field: 'pickupTime', message: 'pickupTimePassed' };
  if (problem === 'tooSoon') return { field: 'pickupTime', message: 'pickupTooSoon', values: { minutes: notice } };
  return null;
}

/** The first reason the tab's search cannot be sent, or null when the list can take it as it is. */
export function searchProblem(tab: SearchTab, fields: SearchFields, now = new Date()): SearchProblem | null {
  if (startsTooEarly(tab, fields, now)) return { field: START_DATE_FIELD[tab], message: `tooEarly.${tab}` };
  const latestDays = latestStartDays(tab);
  // A tab with a latest day is one of LATEST_START_DAYS' keys, which name its message.
  if (latestDays !== undefined && startsTooLate(tab, fields, now))
    return { field: START_DATE_FIELD[tab], message: `tooLate.${tab as LatestStartTab}`, values: { days: latestDays } };
  if (tab === 'hotels') return stayProblem(fields, now);
  if (tab !== 'taxis') return null;
  const pickup = fields.pickupLocation || TAXI_DEFAULT_PLACES.pickupLocation;
  if (pickup === (fields.dropoffLocation || TAXI_DEFAULT_PLACES.dropoffLocation)) return { field: 'dropoffLocation', message: 'samePlace' };
  return pickupProblem(fields, now);
}

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
