import type { Booking } from '@trabzon/api-client';
import { TRAVEL_CLASSES } from '@trabzon/contracts/constants';

/**
 * A flight booking's details as the API's flight handler stores them (api/src/features/flights/
 * booking-handler.ts), read defensively: an older or partial booking gives only what it has.
 */
type Details = Booking['details'] | null | undefined;

/** One airline's flights in a row of a way: "Turkish Airlines" with "TK2858", "TK2860". */
export interface AirlineFlights {
  /** The airline's name as stored, else its code; '' when neither is. */
  airline: string;
  flightNumbers: string[];
}

export type TravelClass = (typeof TRAVEL_CLASSES)[number];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The cabin class booked ("BUSINESS"), or null when none is stored or it is not one the site sells. */
export function flightCabin(details: Details): TravelClass | null {
  const cabin = text(details?.cabin);
  return TRAVEL_CLASSES.find((known) => known === cabin) ?? null;
}

/**
 * The flights of `outbound` or `inbound` in order, the legs flown by one airline in a row together;
 * a leg with neither a flight number nor an airline is left out, so an older booking may give none.
 */
export function wayFlights(details: Details, way: 'outbound' | 'inbound'): AirlineFlights[] {
  const segments = record(details?.[way]).segments;
  if (!Array.isArray(segments)) return [];
  const groups: AirlineFlights[] = [];
  for (const segment of segments) {
    const s = record(segment);
    const airline = text(s.carrier) || text(s.carrierCode);
    const flightNumber = text(s.flightNumber);
    if (!airline && !flightNumber) continue;
    const last = groups[groups.length - 1];
    if (last && last.airline === airline) {
      if (flightNumber) last.flightNumbers.push(flightNumber);
    } else {
      groups.push({ airline, flightNumbers: flightNumber ? [flightNumber] : [] });
    }
  }
  return groups;
}
