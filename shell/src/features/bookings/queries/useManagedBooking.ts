import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';
import { invalidateBookedStock } from '@trabzon/ui';

const managedKey = (key: string, language: string) => ['bookings', 'managed', key, language] as const;

/** GET /api/bookings/manage: a guest's booking by the key of its e-mailed link. Null asks nothing. */
export function useManagedBooking(key: string | null) {
  const language = useLocaleStore((state) => state.language);
  return useQuery({
    queryKey: managedKey(key ?? '', language),
    queryFn: () => bookingsApi.managed(key ?? ''),
    enabled: key !== null,
    retry: false,
  });
}

/** POST /api/bookings/manage/cancel: the answer is the cancelled booking; the booked type's availability loads again. */
export function useCancelManagedBooking(key: string) {
  const queryClient = useQueryClient();
  const language = useLocaleStore((state) => state.language);
  return useMutation({
    mutationFn: () => bookingsApi.cancelManaged(key),
    onSuccess: async (booking) => {
      queryClient.setQueryData(managedKey(key, language), booking);
      await invalidateBookedStock(booking.type, queryClient);
    },
  });
}
