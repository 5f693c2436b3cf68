import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingsApi } from '@trabzon/api-client';
import type { BookingStatus } from '@trabzon/contracts';
import { adminKeys } from '../../../lib/queries';

/** PATCH /api/admin/bookings/:id; the list, the detail, the dashboard and its statistics (revenue) refresh. */
export function useSetBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) => adminBookingsApi.setStatus(id, status),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin-bookings'] });
      void client.invalidateQueries({ queryKey: ['admin-dashboard'] });
      void client.invalidateQueries({ queryKey: adminKeys.allStats });
    },
  });
}
