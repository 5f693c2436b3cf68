import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@trabzon/api-client';
import { useLocaleStore } from '@trabzon/stores';

/** GET /api/admin/users */
export function useAdminUsers(query: { q?: string; page: number; limit: number }) {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['admin-users', 'list', query, language],
    queryFn: () => adminUsersApi.list(query),
    placeholderData: keepPreviousData,
  });
}
