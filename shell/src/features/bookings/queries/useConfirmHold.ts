import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';

/**
 * GET /api/bookings/confirm/:token: confirms a guest's held booking from the e-mailed link. Asked
 * once per token (a second ask answers the same confirmed booking); kept out of the `['bookings']`
 * keys so a new booking does not confirm it again, and a 400 (invalid or lapsed link) is not retried.
 */
export function useConfirmHold(token: string) {
  return useQuery({
    queryKey: ['booking-hold', 'confirm', token],
    queryFn: () => bookingsApi.confirmHold(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
