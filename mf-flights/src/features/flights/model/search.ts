import { addDays, isIsoDate, todayIso } from '@trabzon/dates';
import { findAirport } from '@trabzon/contracts/airports';
import { FLIGHT_LIMITS, TRAVEL_CLASSES } from '@trabzon/contracts/constants';
import type { TravelClass } from '@trabzon/api-client';

export const CABINS: readonly TravelClass[] = TRAVEL_CLASSES;
export const MIN_PASSENGERS = FLIGHT_LIMITS.minPassengers;
export const MAX_PASSENGERS = FLIGHT_LIMITS.maxPassengers;

export type TripType = 'oneWay' | 'roundTrip';

/** A flight search as the form, the URL and the recent-searches list hold it. */
export interface FlightSearch {
  tripType: TripType;
  originCode: string;
  destinationCode: string;
  departureDate: string;
  /** '' on a one-way trip. */
  returnDate: string;
  passengers: number;
  cabinClass: TravelClass;
}

/** Spec section 5: TZX → IST, today+7 and today+14 (Istanbul), 1 passenger, economy, round trip. */
export function defaultSearch(today: string = todayIso()): FlightSearch {
  return {
    tripType: 'roundTrip',
    originCode: 'TZX',
    destinationCode: 'IST',
    departureDate: addDays(today, 7),
    returnDate: addDays(today, 14),
    passengers: 1,
    cabinClass: 'ECONOMY',
  };
}

/** The last day the API searches: FLIGHT_LIMITS.maxDaysAhead (365) days from today. */
export const lastSearchableDay = (today: string = todayIso()): string => addDays(today, FLIGHT_LIMITS.maxDaysAhead);

/** What the search's messages (flights:search.errors.*) write: the limits validateSearch and the API check, never a copy of them. */
export const SEARCH_ERROR_VALUES = { min: MIN_PASSENGERS, max: MAX_PASSENGERS, days: FLIGHT_LIMITS.maxDaysAhead } as const;

/** Message keys (flights:search.errors.*) of the fields that are wrong. */
export type SearchErrors = Partial<Record<'originCode' | 'destinationCode' | 'departureDate' | 'returnDate' | 'passengers', string>>;

export function validateSearch(search: FlightSearch, today: string = todayIso()): SearchErrors {
  const errors: SearchErrors = {};
  if (!findAirport(search.originCode)) errors.originCode = 'airport';
  if (!findAirport(search.destinationCode)) errors.destinationCode = 'airport';
  else if (search.originCode === search.destinationCode) errors.destinationCode = 'sameAirports';
  if (!isIsoDate(search.departureDate)) errors.departureDate = 'date';
  else if (search.departureDate < today) errors.departureDate = 'departurePast';
  else if (search.departureDate > lastSearchableDay(today)) errors.departureDate = 'tooFar';
  if (search.tripType === 'roundTrip') {
    if (!isIsoDate(search.returnDate)) errors.returnDate = 'date';
    else if (isIsoDate(search.departureDate) && search.returnDate < search.departureDate) errors.returnDate = 'returnBeforeDeparture';
    else if (search.returnDate > lastSearchableDay(today)) errors.returnDate = 'tooFar';
  }
  if (!Number.isInteger(search.passengers) || search.passengers < MIN_PASSENGERS || search.passengers > MAX_PASSENGERS)
    errors.passengers = 'passengers';
  return errors;
}

/** The URL query of a search (shareable, reloadable, back-button friendly). */
export function searchToParams(search: FlightSearch): URLSearchParams {
  const params = new URLSearchParams({
    trip: search.tripType,
    from: search.originCode,
    to: search.destinationCode,
    depart: search.departureDate,
    pax: String(search.passengers),
    cabin: search.cabinClass,
  });
  if (search.tripType === 'roundTrip' && search.returnDate) params.set('return', search.returnDate);
  return params;
}

/** The parts of a search link whose value can be one the search cannot use. */
export type LinkPart = 'trip' | 'airports' | 'dates' | 'passengers' | 'cabin';
const LINK_PARTS: readonly LinkPart[] = ['trip', 'airports', 'dates', 'passengers', 'cabin'];

/** A search link as read: the search it stands for and the parts whose value had to be replaced. */
export interface SearchLink {
  search: FlightSearch;
  /** Parts the link gave a value for that could not be used (a value left out is not one). */
  replaced: LinkPart[];
}

const tripOf = (value: string): TripType | null => (value === 'oneWay' || value === 'roundTrip' ? value : null);
const airportOf = (value: string): string | null => findAirport(value)?.code ?? null;
const dayOf = (value: string): string | null => (isIsoDate(value) ? value : null);
const cabinOf = (value: string): TravelClass | null => CABINS.find((cabin) => cabin === value) ?? null;
const passengersOf = (value: string): number | null => {
  const count = Number(value);
  return Number.isInteger(count) && count >= MIN_PASSENGERS && count <= MAX_PASSENGERS ? count : null;
};

/**
 * A week after the departure, as the form proposes, and no later than the API searches; never before
 * the departure (a departure past that day is refused itself: its return is not refused as earlier).
 */
function returnAfter(departureDate: string, today: string): string {
  const week = addDays(departureDate, 7);
  const last = lastSearchableDay(today);
  return week > last && departureDate <= last ? last : week;
}

/**
 * The default route's airports fill in an end the link does not give (or gives unknown), never as
 * the airport already at the other end.
 */
function routeOf(origin: string | null, destination: string | null, fallback: FlightSearch): [string, string] {
  const from = origin ?? (destination === fallback.originCode ? fallback.destinationCode : fallback.originCode);
  const to = destination ?? (from === fallback.destinationCode ? fallback.originCode : fallback.destinationCode);
  return [from, to];
}

/**
 * The search a URL query describes, or null when it has none (no `from`). A value left out or one
 * the search cannot use (pax=99, to=😀, depart=2026-02-31, an airport not in the list) is the
 * default's, and the latter's part is named in `replaced` so the screen can say so. A value that
 * reads well but cannot be searched (a past date, the same airport twice) stays: validateSearch
 * says what is wrong with it.
 */
export function readSearchLink(params: URLSearchParams, today: string = todayIso()): SearchLink | null {
  if (!params.get('from')) return null;
  const fallback = defaultSearch(today);
  const replaced = new Set<LinkPart>();
  function read<T>(key: string, part: LinkPart, parse: (value: string) => T | null, otherwise: T): T {
    const value = params.get(key);
    if (!value) return otherwise;
    const parsed = parse(value);
    if (parsed !== null) return parsed;
    replaced.add(part);
    return otherwise;
  }
  const tripType = read('trip', 'trip', tripOf, fallback.tripType);
  const [originCode, destinationCode] = routeOf(
    read('from', 'airports', airportOf, null),
    read('to', 'airports', airportOf, null),
    fallback,
  );
  const departureDate = read('depart', 'dates', dayOf, fallback.departureDate);
  return {
    search: {
      tripType,
      originCode,
      destinationCode,
      departureDate,
      returnDate: tripType === 'oneWay' ? '' : read('return', 'dates', dayOf, returnAfter(departureDate, today)),
      passengers: read('pax', 'passengers', passengersOf, fallback.passengers),
      cabinClass: read('cabin', 'cabin', cabinOf, fallback.cabinClass),
    },
    replaced: LINK_PARTS.filter((part) => replaced.has(part)),
  };
}

/** The search a URL query describes, or null when it has none (see readSearchLink). */
export const searchFromParams = (params: URLSearchParams, today: string = todayIso()): FlightSearch | null =>
  readSearchLink(params, today)?.search ?? null;

/** Two searches that write the same URL query. */
export const sameSearch = (a: FlightSearch, b: FlightSearch): boolean => searchToParams(a).toString() === searchToParams(b).toString();

/** Swaps origin and destination. */
export const swapped = (search: FlightSearch): FlightSearch => ({
  ...search,
  originCode: search.destinationCode,
  destinationCode: search.originCode,
});
