import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationsAdminApi, type DestinationInput } from '@trabzon/api-client';

/** POST /api/destinations or PUT /api/destinations/:id. */
export function useSaveDestination(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DestinationInput) => (id === null ? destinationsAdminApi.create(input) : destinationsAdminApi.update(id, input)),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['destinations'] }), client.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
