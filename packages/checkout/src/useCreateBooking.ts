import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { invalidateHotelStock } from '@trabzon/ui';

type CreateBody = Parameters<typeof bookingsApi.create>[0];

/**
 * POST /api/bookings. A booking takes stock, so the user's bookings, the prices and availability
 * of the site's screens and the admin's inventory and statistics load again.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => bookingsApi.create(body),
    onSuccess: () =>
      Promise.all([
        invalidateHotelStock(queryClient),
        ...[
          ['bookings', 'mine'],
          ['bookings', 'detail'],
          ['admin', 'inventory'],
          ['admin', 'stats'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
