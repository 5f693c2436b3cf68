import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagesAdminApi } from '@trabzon/api-client';

/** DELETE /api/packages/:id; the admin and public package lists and destination counts change. */
export function useDeletePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => packagesAdminApi.remove(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin'] }),
        client.invalidateQueries({ queryKey: ['packages'] }),
        client.invalidateQueries({ queryKey: ['destinations'] }),
      ]),
  });
}
