import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminBookingsApi, describeApiError } from '@trabzon/api-client';
import type { BookingStatus } from '@trabzon/contracts';
import { adminKeys } from '../../../lib/queries';

/** The list, the detail, the dashboard and its statistics (revenue) load again. */
function refreshBookings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['admin-bookings'] });
  void client.invalidateQueries({ queryKey: ['admin-dashboard'] });
  void client.invalidateQueries({ queryKey: adminKeys.allStats });
}

/**
 * PATCH /api/admin/bookings/:id; everything showing bookings refreshes after a move, and after a
 * refusal that says this page is out of date (404: gone; 409: someone else moved it meanwhile), so
 * the drawer and the list show the booking as it really is.
 */
export function useSetBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) => adminBookingsApi.setStatus(id, status),
    onSuccess: () => refreshBookings(client),
    onError: (error) => {
      const { status } = describeApiError(error);
      if (status === 404 || status === 409) refreshBookings(client);
    },
  });
}
