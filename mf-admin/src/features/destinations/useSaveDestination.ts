import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationsAdminApi, type DestinationInput } from '@trabzon/api-client';

/**
 * POST /api/destinations or PUT /api/destinations/:id. An update sends the version it was made from
 * (`expectedUpdatedAt`): refused (409 EDIT_CONFLICT) when someone else saved the destination since.
 */
export function useSaveDestination(id: string | null, expectedUpdatedAt?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DestinationInput) =>
      id === null
        ? destinationsAdminApi.create(input)
        : destinationsAdminApi.update(id, { ...input, ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}) }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['destinations'] }), client.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
