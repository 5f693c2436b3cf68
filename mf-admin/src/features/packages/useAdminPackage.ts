import { useQuery } from '@tanstack/react-query';
import { packagesAdminApi } from '@trabzon/api-client';

/** GET /api/packages/:id?admin=true, for the edit form. */
export function useAdminPackage(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'packages', 'one', id],
    queryFn: () => packagesAdminApi.get(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}
