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

/**
 * The search a URL query describes, or null when it has none (no `from`). Missing or broken
 * values fall back to the defaults; the result is still checked with validateSearch.
 */
export function searchFromParams(params: URLSearchParams, today: string = todayIso()): FlightSearch | null {
  if (!params.get('from')) return null;
  const fallback = defaultSearch(today);
  const tripType: TripType = params.get('trip') === 'oneWay' ? 'oneWay' : 'roundTrip';
  const passengers = Number(params.get('pax'));
  const cabin = params.get('cabin') as TravelClass | null;
  const upper = (value: string | null, other: string) => (value && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : other);
  return {
    tripType,
    originCode: upper(params.get('from'), fallback.originCode),
    destinationCode: upper(params.get('to'), fallback.destinationCode),
    departureDate: isIsoDate(params.get('depart')) ? (params.get('depart') as string) : fallback.departureDate,
    returnDate: tripType === 'oneWay' ? '' : isIsoDate(params.get('return')) ? (params.get('return') as string) : fallback.returnDate,
    passengers:
      Number.isInteger(passengers) && passengers >= MIN_PASSENGERS && passengers <= MAX_PASSENGERS ? passengers : fallback.passengers,
    cabinClass: cabin && CABINS.includes(cabin) ? cabin : fallback.cabinClass,
  };
}

/** Swaps origin and destination. */
export const swapped = (search: FlightSearch): FlightSearch => ({
  ...search,
  originCode: search.destinationCode,
  destinationCode: search.originCode,
});
