import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { invalidateBookedStock } from '@trabzon/ui';
import { bookingKeys, useBookingScope } from './keys';

/** POST /api/bookings/:id/cancel: the answer is the cancelled booking; the lists and the booked type's availability load again. */
export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  const { owner, language } = useBookingScope();
  return useMutation({
    mutationFn: () => bookingsApi.cancel(id),
    onSuccess: async (booking) => {
      queryClient.setQueryData(bookingKeys.detail(owner, id, language), booking);
      // Cancelling gives the stock back, so the booked type's availability changes too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), invalidateBookedStock(booking.type, queryClient)]);
    },
  });
}
