import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { bookingKeys, useBookingScope } from './keys';

/** GET /api/bookings/mine: one page of the signed-in user's bookings, newest first. */
export function useMyBookings(page: number, pageSize: number) {
  const { owner, language } = useBookingScope();
  return useQuery({
    queryKey: bookingKeys.mine(owner, page, language),
    queryFn: () => bookingsApi.mine(page, pageSize),
  });
}
