import { useQuery } from '@tanstack/react-query';
import { packagesAdminApi } from '@trabzon/api-client';

/** The query key of one package's admin record. */
export const adminPackageKey = (id: string | null) => ['admin', 'packages', 'one', id] as const;

/** GET /api/packages/:id?admin=true, for the edit form. */
export function useAdminPackage(id: string | null) {
  return useQuery({
    queryKey: adminPackageKey(id),
    queryFn: () => packagesAdminApi.get(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}
