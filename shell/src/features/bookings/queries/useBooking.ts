import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { bookingKeys, useBookingScope } from './keys';

/** GET /api/bookings/:id (the user's own booking; 404 for another's). */
export function useBooking(id: string) {
  const { userId, language } = useBookingScope();
  return useQuery({
    queryKey: bookingKeys.detail(userId, id, language),
    queryFn: () => bookingsApi.get(id),
    enabled: id !== '',
  });
}
