import type { PackageListQuery, PackageSort } from '@trabzon/api-client';
import { LIST_MAX_PAGE } from '@trabzon/contracts/constants';
import { searchFold } from '@trabzon/contracts/search';

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
const MAX_PRICE = 100000;

/** A price as the URL writes it: digits, "." and up to 2 decimals ("1000.5"), at most 100,000 (or empty). */
export function isPrice(value: string): boolean {
  return value === '' || (PRICE.test(value) && Number(value) <= MAX_PRICE);
}

/** Arabic-Indic and Persian digits, and Arabic's own decimal and thousands separators. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;
/** Direction marks and isolates a formatted (or pasted) Arabic number may carry. */
const BIDI_MARKS = /[\u061c\u200e\u200f\u2066-\u2069]/g;
function latinDigits(text: string): string {
  return text.replace(BIDI_MARKS, '').replace(ARABIC_DIGITS, (c) => {
    if (c === '\u066b') return '.';
    if (c === '\u066c') return ',';
    const code = c.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Whole numbers, or thousands in groups of three; then up to 2 decimals: Turkish writes "1.000,50". */
const TYPED_PRICE = {
  tr: { shape: /^(\d+|\d{1,3}(\.\d{3})+)(,\d{1,2})?$/, group: '.', decimal: ',' },
  other: { shape: /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/, group: ',', decimal: '.' },
};

/**
 * A price typed the reader's way, as a number, or null when it is not one (or not 0 to 100,000):
 * in Turkish "1.000" and "1.000,50" are 1000 and 1000.5 and "1,5" is 1.5; in English and Arabic
 * (Latin digits here; Arabic-Indic ones are accepted too) "1,000" and "1,000.50", and "1.5" is 1.5.
 * Thousands separators count only in groups of three, so Turkish "1.5" or English "1,5" are refused
 * rather than read as 15. Empty text is null too.
 */
export function parsePrice(text: string, language: string): number | null {
  const { shape, group, decimal } = language === 'tr' ? TYPED_PRICE.tr : TYPED_PRICE.other;
  const value = latinDigits(text.trim());
  if (!shape.test(value)) return null;
  const number = Number(value.split(group).join('').replace(decimal, '.'));
  return number <= MAX_PRICE ? number : null;
}

/** A price field's text as the URL writes it ("1.000,5" in Turkish → "1000.5"): '' when empty, null when unreadable. */
export function priceParam(text: string, language: string): string | null {
  if (text.trim() === '') return '';
  const price = parsePrice(text, language);
  return price === null ? null : String(price);
}

/** The price filter's two bounds, as the URL writes them ('' for none). */
export type PriceRange = Pick<PackageFilters, 'minPrice' | 'maxPrice'>;

/** Whether the minimum is above the maximum. */
export function pricesCrossed({ minPrice, maxPrice }: PriceRange): boolean {
  return minPrice !== '' && maxPrice !== '' && Number(minPrice) > Number(maxPrice);
}

/** A minimum above the maximum (typed or linked) is taken as the range meant: the two swapped, as /hotels does. */
export function orderedPrices(range: PriceRange): PriceRange {
  return pricesCrossed(range) ? { minPrice: range.maxPrice, maxPrice: range.minPrice } : range;
}

/** The URL's prices, an unreadable one ignored. */
function linkedPrices(params: URLSearchParams): PriceRange {
  const price = (key: keyof PriceRange) => {
    const value = (params.get(key) ?? '').trim();
    return isPrice(value) ? value : '';
  };
  return { minPrice: price('minPrice'), maxPrice: price('maxPrice') };
}

/** Whether the URL's minimum is above its maximum: the list searches the two swapped (readFilters). */
export function linkPricesSwapped(params: URLSearchParams): boolean {
  return pricesCrossed(linkedPrices(params));
}

/** The filters a URL holds; anything unreadable is ignored (a shared link never breaks the list). */
export function readFilters(params: URLSearchParams): PackageFilters {
  const sort = params.get('sort') ?? '';
  const duration = params.get('duration') ?? '';
  const page = Number(params.get('page') ?? '1');
  // Swapped here, so the price fields show the range the list searches (the API refuses a crossed one).
  const { minPrice, maxPrice } = orderedPrices(linkedPrices(params));
  const guests = params.get('guests') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  return {
    destination: (params.get('destination') ?? '').slice(0, 200),
    duration: duration in DURATION_BANDS ? (duration as DurationBand) : '',
    minPrice,
    maxPrice,
    sort: (PACKAGE_SORTS as readonly string[]).includes(sort) ? (sort as PackageSort) : 'popularity',
    page: Number.isInteger(page) && page >= 1 && page <= LIST_MAX_PAGE ? page : 1,
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

interface DestinationOption {
  _id: string;
  slug: string;
  name: string;
}

/** The destination a URL value names: its id, or its slug or name compared folded (searchFold). */
export function findDestination<D extends DestinationOption>(value: string, destinations: readonly D[]): D | undefined {
  const wanted = searchFold(value.trim().replace(/\s+/g, ' '));
  if (!wanted) return undefined;
  return destinations.find((d) => d._id === value || searchFold(d.slug) === wanted || searchFold(d.name.trim()) === wanted);
}

/** What the URL's destination names, once the destinations are known (useDestinationParam). */
export type DestinationMatch =
  | { state: 'none' }
  | { state: 'loading' }
  /** The destinations could not be loaded: the value is searched as it is. */
  | { state: 'unchecked' }
  | { state: 'found'; slug: string }
  | { state: 'unknown' };

/** The destination the list searches: the one the URL names by its slug, none for an unknown name. */
export function searchedDestination(value: string, match: DestinationMatch): string {
  if (match.state === 'found') return match.slug;
  return match.state === 'unknown' ? '' : value;
}

/** An id or a slug as the API reads them. */
const DESTINATION_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Whether the list waits for the destinations before searching: a name ("Uzungöl") would find
 * nothing as it is, while an id or slug (the usual link) is searched at once.
 */
export function waitsForDestinations(value: string, match: DestinationMatch): boolean {
  return match.state === 'loading' && !DESTINATION_KEY.test(value);
}

/** The parameters the list reads as they are written, or ignores (a sort it does not know: the default). */
const READ_AS_WRITTEN = ['sort', 'duration', 'guests', 'checkIn'] as const;

/**
 * The URL as the list shows it, or null when it already is: the destination by its slug (none
 * when no destination has that name), the prices searched (an unreadable one dropped, a crossed
 * pair swapped), the page shown (none for page 1, also in place of one the list does not
 * open), and no sort, duration, guests or day the list cannot read. Other parameters stay as they are.
 */
export function shownAddress(params: URLSearchParams, filters: PackageFilters, match: DestinationMatch): URLSearchParams | null {
  const next = new URLSearchParams(params);
  const write = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  write('destination', searchedDestination(filters.destination, match));
  write('minPrice', filters.minPrice);
  write('maxPrice', filters.maxPrice);
  write('page', filters.page > 1 ? String(filters.page) : '');
  for (const key of READ_AS_WRITTEN) if (next.has(key) && next.get(key) !== filters[key]) next.delete(key);
  return next.toString() === params.toString() ? null : next;
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
