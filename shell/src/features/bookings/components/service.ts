import type { Booking } from '@trabzon/api-client';
import {
  countsPassengers,
  flightEnds,
  otherTravellers as othersIn,
  routeEnds as endsIn,
  serviceKind,
  serviceName as nameIn,
} from '@trabzon/contracts/booking-service';

/**
 * What a booking is for ("Hamsiköy Stone Inn · Family Room", a package), in `language` where kept,
 * or null. A flight is named by its route, which the pages draw as one (routeOf).
 */
export const serviceName = (booking: Pick<Booking, 'details'>, language?: string): string | null =>
  flightEnds(booking.details) ? null : nameIn(booking.details, language);

/**
 * Where a car rental, transfer, taxi or flight starts and ends, in `language` where kept, or null;
 * drawn with RouteText, whose arrow follows the reading direction. A round-trip flight comes back
 * (`back`), as serviceName and the e-mail name it ("TZX → IST → TZX").
 */
export function routeOf(booking: Pick<Booking, 'details'>, language?: string): { from: string; to: string; back?: boolean } | null {
  const ends = endsIn(booking.details, language);
  if (ends) return ends;
  const flight = flightEnds(booking.details);
  return flight && { ...flight, back: booking.details?.tripType === 'roundTrip' };
}

/** Who a booking carries: passengers for a flight or a ride, guests for a stay, a table or a tour. */
export const partyKey = (booking: Pick<Booking, 'type'>): string => (countsPassengers(booking) ? 'detail.passengers' : 'detail.guests');

/** The key of what kind of booking it is ("types.hotel", "types.taxi"), for the pages' labels. */
export const typeKey = (booking: Pick<Booking, 'type' | 'details'>): string => `types.${serviceKind(booking)}`;

/** A flight's passengers besides the contact. */
export const otherTravellers = (booking: Pick<Booking, 'details'>): string[] => othersIn(booking.details);
