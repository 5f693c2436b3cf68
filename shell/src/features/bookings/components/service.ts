import type { Booking } from '@trabzon/api-client';
import { serviceName as nameIn } from '@trabzon/contracts/booking-service';

/** What a booking is for ("Hamsiköy Stone Inn · Family Room", a package, a flight's route), or null. */
export const serviceName = (booking: Pick<Booking, 'details'>): string | null => nameIn(booking.details);
