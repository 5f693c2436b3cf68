import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { bookingKeys, useBookingScope } from './keys';

/** GET /api/bookings/:id (the user's own booking; 404 for another's). */
export function useBooking(id: string) {
  const { owner, language } = useBookingScope();
  return useQuery({
    queryKey: bookingKeys.detail(owner, id, language),
    queryFn: () => bookingsApi.get(id),
    enabled: id !== '',
  });
}
