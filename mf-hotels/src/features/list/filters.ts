/**
 * The hotels list's filters, sort and page as they live in the URL query, so a search can be
 * shared, reloaded and navigated back to. The home search panel links here with its own names
 * (destination, checkIn, checkOut, guests, starRating), which are this list's names too.
 * Pure functions only: the screen reads and writes them with useSearchParams.
 */
import { MAX_NIGHTS, addDays, isIsoDate, nightsBetween, todayIso } from '../../lib/dates';
import { dateReplaced, guestsReplaced, type ReplacedLinkValues } from '../../lib/linkValues';

import { DEFAULT_HOTEL_SORT, HOTEL_SORTS, HOTELS_PAGE_SIZE, type HotelSort } from '@trabzon/api-client';
import { HOTEL_PRICE_FILTER_MAX, LIST_MAX_PAGE } from '@trabzon/contracts/constants';
import { searchFold } from '@trabzon/contracts/search';

export const SORT_OPTIONS = HOTEL_SORTS;
export type SortOption = HotelSort;
export const DEFAULT_SORT: SortOption = DEFAULT_HOTEL_SORT;

/** The star filter: 0 is any, else a minimum (4 = 4 and 5 stars). */
export const STAR_OPTIONS = [0, 5, 4, 3, 2, 1] as const;
/** The most guests the list searches: its select's last option (a link's 99 searches this many). */
export const MAX_GUESTS = 10;
/** The guests select: 1 to MAX_GUESTS, nothing else (the API would take 20, but rooms sleep fewer). */
export const GUEST_OPTIONS: readonly number[] = Array.from({ length: MAX_GUESTS }, (_, i) => i + 1);
/** Hotels a page (the API's default page size). */
export const PAGE_SIZE = HOTELS_PAGE_SIZE;

export interface HotelFilters {
  /** Destination id or slug ('' for any location). */
  destination: string;
  /** Minimum hotel class, 0 for any. */
  stars: number;
  /** USD per night; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** null: any number of guests. */
  guests: number | null;
  /** YYYY-MM-DD, or '' (both set or both empty). */
  checkIn: string;
  checkOut: string;
  sort: SortOption;
  page: number;
}

export const EMPTY_FILTERS: HotelFilters = {
  destination: '',
  stars: 0,
  minPrice: null,
  maxPrice: null,
  guests: null,
  checkIn: '',
  checkOut: '',
  sort: DEFAULT_SORT,
  page: 1,
};

/** The URL names: the home panel's, plus price, sort and page. */
export const PARAM = {
  destination: 'destination',
  stars: 'starRating',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  guests: 'guests',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  sort: 'sort',
  page: 'page',
} as const;

/** Other spellings accepted when reading (older links, other screens). */
const ALIASES: Partial<Record<keyof typeof PARAM, string[]>> = {
  stars: ['stars'],
  minPrice: ['priceMin'],
  maxPrice: ['priceMax'],
};

const SORT_ALIASES: Record<string, SortOption> = {
  price_asc: 'price',
  'price-asc': 'price',
  price_low: 'price',
  'price-desc': 'price_desc',
  price_high: 'price_desc',
  popular: 'popularity',
};

/** Destination values that mean "any location". */
const ANY_DESTINATION = new Set(['', 'any', 'all', 'anywhere', 'null', 'undefined']);

function read(params: URLSearchParams, key: keyof typeof PARAM): string | null {
  for (const name of [PARAM[key], ...(ALIASES[key] ?? [])]) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') return value.trim();
  }
  return null;
}

/** "4", "4+", "4 stars" → 4; anything outside 1–5 → 0 (any). */
export function parseStars(value: string | null): number {
  const match = value ? /^(\d)/.exec(value) : null;
  const stars = match ? Number(match[1]) : 0;
  return stars >= 1 && stars <= 5 ? stars : 0;
}

/** A price bound as the list searches it: above the highest the API searches by is that price (a link's 1e20 is not a failed search). */
export function clampPrice(price: number): number {
  return Math.min(price, HOTEL_PRICE_FILTER_MAX);
}

function parsePrice(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? clampPrice(Math.round(number * 100) / 100) : null;
}

function parseGuests(value: string | null): number | null {
  if (value === null) return null;
  const number = Number.parseInt(value, 10);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, MAX_GUESTS) : null;
}

/** A date from the URL: YYYY-MM-DD, or the date part of an ISO date-time. */
function parseDate(value: string | null): string {
  const date = value?.slice(0, 10) ?? '';
  return isIsoDate(date) ? date : '';
}

export function parseSort(value: string | null): SortOption {
  if (!value) return DEFAULT_SORT;
  const lower = value.toLowerCase();
  if ((SORT_OPTIONS as readonly string[]).includes(lower)) return lower as SortOption;
  return SORT_ALIASES[lower] ?? DEFAULT_SORT;
}

/**
 * Dates the API can search: check-in from today, check-out after it and within MAX_NIGHTS. A
 * check-in alone (or with a check-out that does not fit) gets one night; a past check-in drops both.
 */
export function normalizeDates(checkIn: string, checkOut: string, today: string = todayIso()): { checkIn: string; checkOut: string } {
  if (!isIsoDate(checkIn) || checkIn < today) return { checkIn: '', checkOut: '' };
  const nights = isIsoDate(checkOut) ? nightsBetween(checkIn, checkOut) : 0;
  return { checkIn, checkOut: nights >= 1 && nights <= MAX_NIGHTS ? checkOut : addDays(checkIn, 1) };
}

/**
 * The URL's dates could not be searched as given (a past or malformed check-in, a check-out before
 * it or too far after it) and the list searches others or none. A check-in alone is not: it means
 * one night.
 */
export function datesChanged(params: URLSearchParams, filters: Pick<HotelFilters, 'checkIn' | 'checkOut'>): boolean {
  return dateReplaced(read(params, 'checkIn'), filters.checkIn) || dateReplaced(read(params, 'checkOut'), filters.checkOut);
}

/** What the list could not search as the URL gives it: its dates, its guests (malformed, or outside 1 to MAX_GUESTS). */
export function linkValuesChanged(
  params: URLSearchParams,
  filters: Pick<HotelFilters, 'checkIn' | 'checkOut' | 'guests'>,
): ReplacedLinkValues {
  return { dates: datesChanged(params, filters), guests: guestsReplaced(read(params, 'guests'), filters.guests) };
}

export interface PriceBounds {
  minPrice: number | null;
  maxPrice: number | null;
}

/** A minimum above the maximum (typed or linked) is taken as the range meant: the two swapped. */
export function orderedPriceRange({ minPrice, maxPrice }: PriceBounds): PriceBounds {
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice
    ? { minPrice: maxPrice, maxPrice: minPrice }
    : { minPrice, maxPrice };
}

/** The filters a URL query describes; unknown or malformed values fall back to "any". */
export function filtersFromParams(params: URLSearchParams, today: string = todayIso()): HotelFilters {
  const destination = read(params, 'destination') ?? '';
  const page = Number.parseInt(read(params, 'page') ?? '1', 10);
  return {
    destination: ANY_DESTINATION.has(destination.toLowerCase()) ? '' : destination,
    stars: parseStars(read(params, 'stars')),
    // Swapped here, so the price fields show the range the list searches.
    ...orderedPriceRange({ minPrice: parsePrice(read(params, 'minPrice')), maxPrice: parsePrice(read(params, 'maxPrice')) }),
    guests: parseGuests(read(params, 'guests')),
    ...normalizeDates(parseDate(read(params, 'checkIn')), parseDate(read(params, 'checkOut')), today),
    sort: parseSort(read(params, 'sort')),
    page: Number.isInteger(page) && page >= 1 && page <= LIST_MAX_PAGE ? page : 1,
  };
}

/** The URL query of the filters: only what differs from the defaults, in a stable order. */
export function filtersToParams(filters: HotelFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.destination) params.set(PARAM.destination, filters.destination);
  if (filters.checkIn && filters.checkOut) {
    params.set(PARAM.checkIn, filters.checkIn);
    params.set(PARAM.checkOut, filters.checkOut);
  }
  if (filters.guests !== null) params.set(PARAM.guests, String(filters.guests));
  if (filters.stars > 0) params.set(PARAM.stars, String(filters.stars));
  if (filters.minPrice !== null) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set(PARAM.sort, filters.sort);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/**
 * A change to the filters. Any change but the page itself goes back to page 1, since the old page
 * number means nothing in a new result set.
 */
export function updateFilters(filters: HotelFilters, patch: Partial<HotelFilters>): HotelFilters {
  const next = { ...filters, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** How many filters (not sort or page) are set: the phone's "Filters (n)" button. */
export function activeFilterCount(filters: HotelFilters): number {
  return [
    filters.destination !== '',
    filters.stars > 0,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.guests !== null,
    filters.checkIn !== '',
  ].filter(Boolean).length;
}

/** The GET /api/hotels query of the filters (lang is added by the http client). */
export interface HotelsQuery {
  destination?: string;
  stars?: number;
  minPrice?: number;
  maxPrice?: number;
  guests?: number;
  checkIn?: string;
  checkOut?: string;
  sort: SortOption;
  page: number;
  limit: number;
}

export function toApiQuery(filters: HotelFilters, destination: string = filters.destination): HotelsQuery {
  const query: HotelsQuery = { sort: filters.sort, page: filters.page, limit: PAGE_SIZE };
  if (destination) query.destination = destination;
  if (filters.stars > 0) query.stars = filters.stars;
  const { minPrice, maxPrice } = orderedPriceRange(filters);
  if (minPrice !== null && minPrice > 0) query.minPrice = minPrice;
  if (maxPrice !== null) query.maxPrice = maxPrice;
  if (filters.guests !== null) query.guests = filters.guests;
  if (filters.checkIn && filters.checkOut) {
    query.checkIn = filters.checkIn;
    query.checkOut = filters.checkOut;
  }
  return query;
}

interface DestinationLike {
  _id: string;
  slug: string;
  name: string;
  country: string;
}

/**
 * The destination a URL value names: its id, its slug, or its name ("Trabzon" or "Trabzon,
 * Türkiye", as a home panel may send), compared as the site's searches compare text (case and
 * accents ignored: "ayder yaylasi" is "Ayder Yaylası"). undefined when none matches.
 */
export function resolveDestination<D extends DestinationLike>(value: string, destinations: readonly D[]): D | undefined {
  if (!value) return undefined;
  const exact = destinations.find((d) => d._id === value || d.slug === value);
  if (exact) return exact;
  const wanted = searchFold(value.replace(/\s+/g, ' ').trim());
  if (!wanted) return undefined;
  return destinations.find((d) => {
    const name = searchFold(d.name.trim());
    const slug = searchFold(d.slug);
    return (
      name === wanted || `${name}, ${searchFold(d.country.trim())}` === wanted || slug === wanted || slug === wanted.replace(/ /g, '-')
    );
  });
}

/** What the URL's destination names, as far as the destinations (loaded asynchronously) tell. */
export type DestinationMatch<D> =
  | { state: 'none' }
  | { state: 'loading' }
  /** The destinations could not be loaded: the value is searched as it is. */
  | { state: 'unchecked' }
  | { state: 'found'; destination: D }
  /** No destination has that id, slug or name: the list searches all of them and says so. */
  | { state: 'unknown' };

/** The destinations with their names in one language: undefined until loaded; `failed`: they could not be. */
export interface DestinationNames<D> {
  destinations: readonly D[] | undefined;
  failed: boolean;
}

/**
 * What a URL value names in the destinations of the site's languages (the page's first): found in
 * any, unknown once all are loaded and none has it, unchecked when one could not be loaded.
 */
export function matchDestination<D extends DestinationLike>(value: string, languages: readonly DestinationNames<D>[]): DestinationMatch<D> {
  if (!value) return { state: 'none' };
  for (const { destinations } of languages) {
    const destination = destinations && resolveDestination(value, destinations);
    if (destination) return { state: 'found', destination };
  }
  if (languages.some((names) => names.failed)) return { state: 'unchecked' };
  return languages.every((names) => names.destinations) ? { state: 'unknown' } : { state: 'loading' };
}

/** An id or a slug as the API matches them (a name is not). */
const DESTINATION_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The destination the API is asked for: an id or slug as it is (so the query started while the
 * destinations load is the one kept), a name by the slug it matches, none for an unknown one.
 */
export function searchedDestination(value: string, match: DestinationMatch<DestinationLike>): string {
  if (match.state === 'found') return match.destination._id === value ? value : match.destination.slug;
  return match.state === 'unknown' ? '' : value;
}

/** The list waits for the destinations before searching a value the API would not match as it is (a name, "<script>"). */
export function waitsForDestinations(value: string, match: DestinationMatch<DestinationLike>): boolean {
  return match.state === 'loading' && !DESTINATION_KEY.test(value);
}

/**
 * The destination select's value: the one found (by its slug), the link's value as searched when
 * the destinations could not be loaded (or its id or slug while they load), else "any".
 */
export function selectedDestination(value: string, match: DestinationMatch<DestinationLike>): string {
  if (match.state === 'found') return match.destination.slug;
  if (match.state === 'unchecked') return value;
  return match.state === 'loading' && DESTINATION_KEY.test(value) ? value : '';
}

/** What the hotel page link carries from the search: the stay and the guests. */
export function stayParams(filters: Pick<HotelFilters, 'checkIn' | 'checkOut' | 'guests'>): string {
  const params = new URLSearchParams();
  if (filters.checkIn && filters.checkOut) {
    params.set(PARAM.checkIn, filters.checkIn);
    params.set(PARAM.checkOut, filters.checkOut);
  }
  if (filters.guests !== null) params.set(PARAM.guests, String(filters.guests));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Router state of a link from the list to a hotel page: the list's query, for its "Back to hotels". */
export interface FromHotelsList {
  hotelsSearch: string;
}

export function fromHotelsList(params: URLSearchParams): FromHotelsList {
  return { hotelsSearch: params.toString() };
}

/**
 * The query of the hotel page's "Back to hotels": the list's search it was opened from (its filters,
 * sort and page) with the stay and guests as the hotel page has them now, from page 1 when those
 * changed; a page opened from elsewhere (a shared link, a home widget) gives its own query without
 * its room.
 */
export function backToListQuery(hotelPage: URLSearchParams, state: unknown): string {
  const stay = [PARAM.checkIn, PARAM.checkOut, PARAM.guests];
  const fromList = typeof (state as FromHotelsList | null)?.hotelsSearch === 'string' ? (state as FromHotelsList).hotelsSearch : null;
  if (fromList === null) {
    const own = new URLSearchParams(hotelPage);
    own.delete('roomTypeId');
    return own.toString();
  }
  const list = new URLSearchParams(fromList);
  let changed = false;
  for (const key of stay) {
    const value = hotelPage.get(key);
    if (value === list.get(key)) continue;
    changed = true;
    if (value === null) list.delete(key);
    else list.set(key, value);
  }
  if (changed) list.delete(PARAM.page);
  return list.toString();
}
