/**
 * What a booking is for, from the details the API's booking handlers store (in English, with the
 * Turkish and Arabic names in `localizedNames`): hotel and room type, package, restaurant or
 * vehicle; for a flight, its route. Pure (its imports are as pure), so every app can use it:
 * `import { serviceName } from '@trabzon/contracts/booking-service'`.
 */
import { routeText } from './line-labels';
import { westernDigits } from './validation';
import { TRAVEL_CLASSES } from './constants';

type Details = Record<string, unknown> | null | undefined;
/** A stored text field, trimmed; '' for anything else (the details are read defensively). */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A stored object field; {} for anything else. */
export const storedRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const NAME_FIELDS = ['hotelName', 'roomTypeName', 'packageName', 'restaurantName', 'vehicleName'] as const;

/**
 * A name the details keep in `language` (`localizedNames.tr.hotelName`, written by the API beside
 * the English `hotelName`), or undefined.
 */
function localized(details: Record<string, unknown> | null | undefined, language: string | undefined, field: string): string | undefined {
  const byLanguage = details?.localizedNames;
  if (!language || !byLanguage || typeof byLanguage !== 'object') return undefined;
  const names = (byLanguage as Record<string, unknown>)[language];
  const value = names && typeof names === 'object' ? (names as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** "Zigana Lodge · Deluxe", "TZX → IST"; in `language` where the details have it; null when they name nothing. */
export function serviceName(details: Record<string, unknown> | null | undefined, language?: string): string | null {
  if (!details) return null;
  const names = NAME_FIELDS.map((field) =>
    storedText(details[field]) ? (localized(details, language, field) ?? storedText(details[field])) : '',
  ).filter(Boolean);
  const flight = flightEnds(details);
  // A round trip names its way back too, as the admin's drawer does ("TZX → IST → TZX").
  const back = details.tripType === 'roundTrip' && flight ? [flight.from] : [];
  if (names.length === 0 && flight) names.push(routeText([flight.from, flight.to, ...back], language ?? 'en'));
  return names.length > 0 ? names.join(' · ') : null;
}

/** A flight's origin and destination (airport codes, as the API stores them), or null. */
export function flightEnds(details: Record<string, unknown> | null | undefined): { from: string; to: string } | null {
  const from = storedText(details?.origin);
  const to = storedText(details?.destination);
  return from && to ? { from, to } : null;
}

const placeName = (value: unknown): string =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name.trim()
    : '';

/** The bookings whose party is passengers, not guests: a flight, a transfer or taxi ride. */
const PASSENGER_TYPES = new Set(['flight', 'transfer']);

/** True when a booking's party counts passengers ("5 passengers"), false for guests ("4 guests"). */
export const countsPassengers = (booking: { type: string }): boolean => PASSENGER_TYPES.has(booking.type);

/**
 * Whether a booking has a party to tell: not a car rental (the driver rents a car and is asked for no
 * passengers), whatever count an older rental kept (the API once stored an invented 2).
 */
export const hasParty = (booking: { type: string }): boolean => booking.type !== 'car-rental';

/** A city taxi: booked as a `transfer` whose details say so (`mode: 'taxi'`, as the API stores a taxi ride). */
export function isTaxi(booking: { type: string; details?: Record<string, unknown> | null }): boolean {
  return booking.type === 'transfer' && booking.details?.mode === 'taxi';
}

/** What kind of service a booking is, for its label: its type, or `taxi` for a taxi ride. */
export const serviceKind = (booking: { type: string; details?: Record<string, unknown> | null }): string =>
  isTaxi(booking) ? 'taxi' : booking.type;

/** Where a car rental, transfer or taxi starts and ends, in `language` where the details have it, or null. */
export function routeEnds(details: Record<string, unknown> | null | undefined, language?: string): { from: string; to: string } | null {
  const from = placeName(details?.pickup) && (localized(details, language, 'pickup') ?? placeName(details?.pickup));
  const to = placeName(details?.dropoff) && (localized(details, language, 'dropoff') ?? placeName(details?.dropoff));
  return from && to ? { from, to } : null;
}

/** The route as one text ("Trabzon Airport → Uzungöl", e-mails); pages draw it with RouteText (@trabzon/ui), whose arrow follows the reading direction. */
export function routeOf(details: Record<string, unknown> | null | undefined, language?: string): string | null {
  const ends = routeEnds(details, language);
  return ends ? routeText([ends.from, ends.to], language ?? 'en') : null;
}

/** The names of a flight's passengers besides its contact, in booking order. */
export function otherTravellers(details: Record<string, unknown> | null | undefined): string[] {
  const list = details?.otherTravellers;
  if (!Array.isArray(list)) return [];
  return list
    .map((person: unknown) => {
      const { firstName, lastName } = (person ?? {}) as { firstName?: unknown; lastName?: unknown };
      return [firstName, lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
    })
    .filter(Boolean);
}

/** One leg of a flight booking as the API's flight handler stores it (api/src/features/flights/booking-handler.ts). */
export interface FlightSegment {
  flightNumber: string;
  /** The airline's name as stored, else its code. */
  airline: string;
  from: string;
  to: string;
  /** The airport's local date-time, "2026-12-10T08:30:00". */
  departureAt: string;
  arrivalAt: string;
}

/**
 * The legs of a flight's `outbound` or `inbound` in order. Read defensively: a field an older or
 * partial booking did not store is '', and each page leaves out the legs it cannot show.
 */
export function flightSegments(details: Details, way: 'outbound' | 'inbound'): FlightSegment[] {
  const segments = storedRecord(details?.[way]).segments;
  if (!Array.isArray(segments)) return [];
  return segments.map((segment: unknown) => {
    const stored = storedRecord(segment);
    const at = (key: string) => storedText(stored[key]);
    return {
      flightNumber: at('flightNumber'),
      airline: at('carrier') || at('carrierCode'),
      from: at('from'),
      to: at('to'),
      departureAt: at('departureAt'),
      arrivalAt: at('arrivalAt'),
    };
  });
}

export type TravelClass = (typeof TRAVEL_CLASSES)[number];

/** The cabin class booked ("BUSINESS"), or null when none is stored or it is not one the site sells. */
export function flightCabin(details: Details): TravelClass | null {
  const cabin = storedText(details?.cabin);
  return TRAVEL_CLASSES.find((known) => known === cabin) ?? null;
}

/**
 * A table reserved for free: nothing to pay now, the bill is settled at the restaurant. The pages
 * and e-mails say so instead of a $0.00 total. `total` in any unit (dollars or cents).
 */
export function isFreeTable(booking: { type: string; total: number }): boolean {
  return booking.type === 'restaurant' && booking.total === 0;
}

/**
 * A booking reference as a guest may type it ("tr 356185", "TR356185", " TZN-413248 ") in the form
 * the site writes it ("TR-356185"): upper case, one hyphen between the letters and the number.
 * Anything else is returned trimmed and upper-cased, to be looked up (and not found) as it is.
 */
export function bookingReference(typed: string): string {
  const text = typed.trim().toUpperCase();
  const parts = /^([A-Z]{2,3})[\s-]*(\d{6})$/.exec(text);
  return parts ? `${parts[1]}-${parts[2]}` : text;
}

/** Every reference the site gives: its type's letters (TZN, TF, TT...), a hyphen and six digits. */
const REFERENCE_SHAPE = /^[A-Z]{2,3}-\d{6}$/;

/** Whether a reference as a guest may type it ("tr 356185", "TR-٣٥٦١٨٥") has the shape of one the site gives. */
export function isBookingReference(typed: string): boolean {
  return REFERENCE_SHAPE.test(bookingReference(westernDigits(typed)));
}
