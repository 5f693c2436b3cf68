import { useQuery } from '@tanstack/react-query';
import { adminDashboardApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

/** GET /api/admin/dashboard: 30 days of bookings and revenue, by type, latest, low stock. */
export function useDashboard() {
  const language = useLocaleStore((s) => s.language);
  return useQuery({ queryKey: ['admin-dashboard', language], queryFn: adminDashboardApi.get });
}
