import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagesAdminApi, type ItineraryDayInput, type PackageInput } from '@trabzon/api-client';

/**
 * POST /api/packages (new, itinerary included) or PUT /api/packages/:id then PUT
 * /api/packages/:id/itinerary (edit).
 */
export function useSavePackage(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, itinerary }: { input: PackageInput; itinerary: ItineraryDayInput[] }) => {
      if (id === null) return packagesAdminApi.create({ ...input, itinerary });
      await packagesAdminApi.update(id, input);
      return packagesAdminApi.setItinerary(id, itinerary);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin'] }),
        client.invalidateQueries({ queryKey: ['packages'] }),
        client.invalidateQueries({ queryKey: ['destinations'] }),
      ]),
  });
}
