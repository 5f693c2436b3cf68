import { adminBookingsApi } from '@trabzon/api-client';
import type { BookingsQuery } from '../model';

/** GET /api/admin/bookings/export.csv with the list's filters and sort (not its page). */
export function exportBookings(query: BookingsQuery) {
  const { page: _page, limit: _limit, ...filters } = query;
  return adminBookingsApi.exportCsv(filters);
}
