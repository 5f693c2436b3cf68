import { zonedDateTimeToIso } from '@trabzon/dates';
import { FLIGHT_LIMITS } from '@trabzon/contracts';
import { findAirport } from '@trabzon/contracts/airports';

interface OfferLike {
  numberOfBookableSeats?: number;
  itineraries: { segments: { departure: { iataCode: string; at: string } }[] }[];
}

/** Local date-time of the provider ("2025-07-10T08:30:00") at an airport → ISO instant. */
export function instantAt(at: string, iataCode: string): string {
  const zone = findAirport(iataCode)?.timeZone ?? 'Europe/Istanbul';
  return zonedDateTimeToIso(at.slice(0, 10), at.slice(11, 16), zone);
}

/**
 * Whether an offer can still be sold to `passengers` at `now`: its first flight leaves at least
 * FLIGHT_LIMITS.minMinutesBeforeDeparture from now, and it has a seat for each passenger (when the
 * provider says how many are left).
 */
export function onSale(offer: OfferLike, passengers: number, now: Date): boolean {
  const first = offer.itineraries[0]?.segments[0];
  if (!first) return false;
  const leaves = Date.parse(instantAt(first.departure.at, first.departure.iataCode));
  if (!(leaves - now.getTime() >= FLIGHT_LIMITS.minMinutesBeforeDeparture * 60_000)) return false;
  return offer.numberOfBookableSeats === undefined || offer.numberOfBookableSeats >= passengers;
}
