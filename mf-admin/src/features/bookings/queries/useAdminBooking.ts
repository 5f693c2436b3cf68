import { useQuery } from '@tanstack/react-query';
import { adminBookingsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

/** GET /api/admin/bookings/:id: the booking, its history and the moves allowed now. */
export function useAdminBooking(id: string | null) {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['admin-bookings', 'detail', id, language],
    queryFn: () => adminBookingsApi.get(id ?? ''),
    enabled: id !== null,
  });
}
