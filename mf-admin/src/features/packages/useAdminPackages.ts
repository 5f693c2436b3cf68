import { useQuery } from '@tanstack/react-query';
import { packagesAdminApi } from '@trabzon/api-client';

/** GET /api/admin/packages: every package, every language. */
export function useAdminPackages() {
  return useQuery({ queryKey: ['admin', 'packages', 'list'], queryFn: () => packagesAdminApi.list() });
}
