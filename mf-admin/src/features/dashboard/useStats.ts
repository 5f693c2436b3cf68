import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@trabzon/api-client';
import { adminKeys, useLanguage } from '../../lib/queries';

/** GET /api/admin/stats: the dashboard's four figures. */
export function useStats() {
  const language = useLanguage();
  return useQuery({ queryKey: adminKeys.stats(language), queryFn: () => adminApi.stats() });
}
