import type { FlightDictionaries, FlightOffer, FlightSearchResponse } from '@trabzon/api-client';
import { formatAirline } from '@trabzon/i18n';
import type { TripType } from './search';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An offer the list and the details can show: itineraries of segments, and a price. */
const isOffer = (value: unknown): boolean =>
  isObject(value) &&
  Array.isArray(value.itineraries) &&
  value.itineraries.every((it) => isObject(it) && Array.isArray(it.segments) && it.segments.every(isObject)) &&
  isObject(value.price) &&
  Array.isArray(value.travelerPricings);

/**
 * An answer of the flight search the page can show. Anything else (an HTML page from a proxy, a
 * cut-off body) is a failed search, said with Try again, not a screen that stops working.
 */
export const isSearchResponse = (value: unknown): value is FlightSearchResponse =>
  isObject(value) && Array.isArray(value.data) && value.data.every(isOffer);

/** "PT1H55M" → 115 (minutes); days count too ("P1DT2H"); null when it is not an ISO-8601 duration. */
export function parseIsoDuration(value: string | undefined): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value ?? '');
  if (!match || value === 'P' || value === 'PT') return null;
  const [, d = '0', h = '0', m = '0'] = match;
  return Number(d) * 1440 + Number(h) * 60 + Number(m);
}

/** Minutes between two provider times (local at each airport) when no duration is given: a fallback only. */
const minutesOf = (offer: FlightOffer, index: number) => {
  const it = offer.itineraries[index];
  if (!it) return 0;
  return parseIsoDuration(it.duration) ?? 0;
};

export const stopsOf = (offer: FlightOffer, index = 0) => Math.max(0, (offer.itineraries[index]?.segments.length ?? 1) - 1);
/** The most stops of any itinerary of the offer. */
export const maxStops = (offer: FlightOffer) => Math.max(...offer.itineraries.map((_, i) => stopsOf(offer, i)));
export const totalMinutes = (offer: FlightOffer) => offer.itineraries.reduce((sum, _, i) => sum + minutesOf(offer, i), 0);
export const departureOf = (offer: FlightOffer) => offer.itineraries[0]?.segments[0]?.departure.at ?? '';

/** "2025-07-10T08:30:00" → "08:30": the provider writes local time at the airport; no zone conversion. */
export const localTime = (at: string) => at.slice(11, 16);
export const localDate = (at: string) => at.slice(0, 10);

/**
 * Whole days between the departure's and the arrival's local dates: "+1" on overnight flights, and
 * negative when the arrival's calendar day is the one before (westward across the date line).
 */
export const dayShift = (departureAt: string, arrivalAt: string) =>
  Math.round((Date.parse(`${localDate(arrivalAt)}T00:00:00Z`) - Date.parse(`${localDate(departureAt)}T00:00:00Z`)) / 86_400_000);

const cents = (amount: string | undefined) => {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/** Spec section 9: taxes and fees are the total less the base fare (in cents, so nothing is lost to rounding). */
export function priceBreakdown(offer: FlightOffer): { base: number; taxesAndFees: number; total: number; currency: string } {
  const total = cents(offer.price.grandTotal ?? offer.price.total);
  const base = cents(offer.price.base);
  return { base: base / 100, taxesAndFees: (total - base) / 100, total: total / 100, currency: offer.price.currency };
}

export type Bags = { quantity: number } | { weight: number; unit: string } | null;

/** Checked bags of each segment (first traveller's fare): a number of pieces or a weight allowance. */
export function bagsBySegment(offer: FlightOffer): { segmentId: string; from: string; to: string; bags: Bags }[] {
  const fares = offer.travelerPricings[0]?.fareDetailsBySegment ?? [];
  return offer.itineraries.flatMap((it) =>
    it.segments.map((segment, i) => {
      const id = segment.id ?? String(i + 1);
      const allowance = fares.find((f) => f.segmentId === id)?.includedCheckedBags;
      const bags: Bags =
        allowance?.quantity !== undefined
          ? { quantity: allowance.quantity }
          : allowance?.weight !== undefined
            ? { weight: allowance.weight, unit: allowance.weightUnit ?? 'KG' }
            : null;
      return { segmentId: id, from: segment.departure.iataCode, to: segment.arrival.iataCode, bags };
    }),
  );
}

/** An airline's name from the search's dictionaries, as people write it ("SunExpress"); its code when unnamed. */
export const carrierName = (code: string, dictionaries: FlightDictionaries | undefined) => {
  const name = dictionaries?.carriers?.[code];
  return name ? formatAirline(name) : code;
};

/** The airlines flying the offer, by code, in order of appearance. */
export const airlineCodes = (offer: FlightOffer) => [...new Set(offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierCode)))];

/** Spec section 4: one-way results show no return itinerary (whatever the provider sent). */
export function forTrip(offers: readonly FlightOffer[], tripType: TripType): FlightOffer[] {
  return tripType === 'oneWay'
    ? offers.map((offer) => (offer.itineraries.length > 1 ? { ...offer, itineraries: offer.itineraries.slice(0, 1) } : offer))
    : [...offers];
}

export const SORT_KEYS = ['price', 'duration', 'departure'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const STOPS_FILTERS = ['any', 'direct', 'upToOne'] as const;
export type StopsFilter = (typeof STOPS_FILTERS)[number];

/** An airline code as the provider writes it (IATA: two letters or digits). */
const AIRLINE_CODE = /^[A-Z0-9]{2}$/;

/**
 * The results' sort, stops filter and chosen airlines as the URL keeps them (`sort`, `stops`,
 * `airlines=PC,TK`), so a reload or a shared link shows the list as it was, and a new search (a new
 * query) starts from the whole list; anything else is the default (cheapest first, any stops, every airline).
 */
export function listViewFromParams(params: URLSearchParams): { sort: SortKey; stops: StopsFilter; airlines: string[] } {
  const sort = params.get('sort');
  const stops = params.get('stops');
  const airlines = (params.get('airlines') ?? '').split(',').filter((code) => AIRLINE_CODE.test(code));
  return {
    sort: (SORT_KEYS as readonly (string | null)[]).includes(sort) ? (sort as SortKey) : 'price',
    stops: (STOPS_FILTERS as readonly (string | null)[]).includes(stops) ? (stops as StopsFilter) : 'any',
    airlines: [...new Set(airlines)],
  };
}

export function sortOffers(offers: readonly FlightOffer[], key: SortKey): FlightOffer[] {
  const value = (offer: FlightOffer): number | string =>
    key === 'price' ? priceBreakdown(offer).total : key === 'duration' ? totalMinutes(offer) : departureOf(offer);
  return [...offers].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return x < y ? -1 : x > y ? 1 : priceBreakdown(a).total - priceBreakdown(b).total;
  });
}

export function filterOffers(offers: readonly FlightOffer[], filter: { stops: StopsFilter; airlines: readonly string[] }): FlightOffer[] {
  return offers.filter((offer) => {
    const stops = maxStops(offer);
    if (filter.stops === 'direct' && stops > 0) return false;
    if (filter.stops === 'upToOne' && stops > 1) return false;
    if (filter.airlines.length > 0 && !airlineCodes(offer).some((code) => filter.airlines.includes(code))) return false;
    return true;
  });
}

type Itinerary = FlightOffer['itineraries'][number];
type Segment = Itinerary['segments'][number];

/** First and last segment of an itinerary (null for an empty one, which the provider never sends). */
export function ends(itinerary: Itinerary | undefined): { first: Segment; last: Segment } | null {
  const first = itinerary?.segments[0];
  const last = itinerary?.segments[itinerary.segments.length - 1];
  return first && last ? { first, last } : null;
}

/** The local date the offer's last flight lands (that airport's day): a travel document must still be valid then. */
export function lastArrivalDay(offer: FlightOffer): string {
  const last = ends(offer.itineraries[offer.itineraries.length - 1])?.last;
  return last ? localDate(last.arrival.at) : '';
}
