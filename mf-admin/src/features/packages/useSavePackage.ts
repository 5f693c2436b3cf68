import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagesAdminApi, type ItineraryDayInput, type PackageInput } from '@trabzon/api-client';

/**
 * POST /api/packages (new) or PUT /api/packages/:id (edit), the itinerary included: one request
 * that saves everything or nothing. (A new duration is checked against the itinerary sent with it,
 * so a package can be shortened in one save.) An edit sends the version it was made from
 * (`expectedUpdatedAt`), so it is refused (409 EDIT_CONFLICT) when someone else saved since.
 */
export function useSavePackage(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      itinerary,
      expectedUpdatedAt,
    }: {
      input: PackageInput;
      itinerary: ItineraryDayInput[];
      expectedUpdatedAt?: string | undefined;
    }) => {
      return id === null
        ? packagesAdminApi.create({ ...input, itinerary })
        : packagesAdminApi.update(id, { ...input, itinerary, ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}) });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin'] }),
        client.invalidateQueries({ queryKey: ['packages'] }),
        client.invalidateQueries({ queryKey: ['destinations'] }),
      ]),
  });
}
