import type { Booking } from '@trabzon/api-client';

/**
 * What a booking is for, as its stored details name it: "Hamsiköy Stone Inn · Family Room", the
 * package, the restaurant or the vehicle. Null when the details name nothing (a flight's route is
 * in its price lines).
 */
export function serviceName(booking: Pick<Booking, 'details'>): string | null {
  const text = (key: string): string | null => {
    const value = booking.details[key];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const hotel = text('hotelName');
  if (hotel) return [hotel, text('roomTypeName')].filter(Boolean).join(' · ');
  return text('packageName') ?? text('restaurantName') ?? text('vehicleName');
}
