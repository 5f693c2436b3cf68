import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { invalidateBookedStock } from '@trabzon/ui';

type CreateBody = Parameters<typeof bookingsApi.create>[0];

/**
 * POST /api/bookings. A booking takes stock, so the user's bookings, the availability of the
 * booked type's screens (see BOOKED_STOCK_QUERIES) and the admin's statistics load again.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => bookingsApi.create(body),
    onSuccess: (_booking, body) =>
      Promise.all([
        invalidateBookedStock(body.type, queryClient),
        ...[
          ['bookings', 'mine'],
          ['bookings', 'detail'],
          ['admin', 'stats'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
