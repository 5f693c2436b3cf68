import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBookingsApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';
import type { BookingsQuery } from '../model';

/** GET /api/admin/bookings with the URL's filters, sort and page. */
export function useAdminBookings(query: BookingsQuery) {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['admin-bookings', 'list', query, language],
    queryFn: () => adminBookingsApi.list(query),
    placeholderData: keepPreviousData,
  });
}
