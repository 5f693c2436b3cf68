import { useQuery } from '@tanstack/react-query';
import { destinationsAdminApi } from '@trabzon/api-client';

/** GET /api/destinations/:id?admin=true: every language, for the form. */
export function useDestinationAdmin(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'destinations', id],
    queryFn: () => destinationsAdminApi.get(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}
