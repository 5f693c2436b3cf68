import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationsAdminApi } from '@trabzon/api-client';

/** DELETE /api/destinations/:id (409 while it still has listings). */
export function useDeleteDestination() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => destinationsAdminApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['destinations'] }),
  });
}
