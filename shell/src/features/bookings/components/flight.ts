import type { Booking } from '@trabzon/api-client';
import { flightSegments } from '@trabzon/contracts/booking-service';

/** One airline's flights in a row of a way: "Turkish Airlines" with "TK2858", "TK2860". */
export interface AirlineFlights {
  /** The airline's name as stored, else its code; '' when neither is. */
  airline: string;
  flightNumbers: string[];
}

/**
 * The flights of `outbound` or `inbound` in order, the legs flown by one airline in a row together;
 * a leg with neither a flight number nor an airline is left out, so an older booking may give none.
 */
export function wayFlights(details: Booking['details'] | null | undefined, way: 'outbound' | 'inbound'): AirlineFlights[] {
  const groups: AirlineFlights[] = [];
  for (const { airline, flightNumber } of flightSegments(details, way)) {
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
