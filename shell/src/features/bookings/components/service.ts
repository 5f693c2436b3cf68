import type { Booking } from '@trabzon/api-client';
import { otherTravellers as othersIn, routeEnds as endsIn, serviceKind, serviceName as nameIn } from '@trabzon/contracts/booking-service';

/** What a booking is for ("Hamsiköy Stone Inn · Family Room", a package, a flight's route), in `language` where kept, or null. */
export const serviceName = (booking: Pick<Booking, 'details'>, language?: string): string | null => nameIn(booking.details, language);

/** Where a car rental, transfer or taxi starts and ends, in `language` where kept (drawn with RouteText), or null. */
export const routeOf = (booking: Pick<Booking, 'details'>, language?: string): { from: string; to: string } | null =>
  endsIn(booking.details, language);

/** Who a booking carries: passengers for a flight, a car or a ride, guests for a stay, a table or a tour. */
const RIDES = new Set(['flight', 'car-rental', 'transfer']);
export const partyKey = (booking: Pick<Booking, 'type'>): string => (RIDES.has(booking.type) ? 'detail.passengers' : 'detail.guests');

/** The key of what kind of booking it is ("types.hotel", "types.taxi"), for the pages' labels. */
export const typeKey = (booking: Pick<Booking, 'type' | 'details'>): string => `types.${serviceKind(booking)}`;

/** A flight's passengers besides the contact. */
export const otherTravellers = (booking: Pick<Booking, 'details'>): string[] => othersIn(booking.details);
