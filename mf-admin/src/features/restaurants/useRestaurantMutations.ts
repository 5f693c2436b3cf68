import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRestaurantsApi, type RestaurantInput } from '@trabzon/api-client';

/**
 * Create, update and delete (POST/PUT/DELETE /api/admin/restaurants); each refreshes the lists. An
 * update sends the version it was made from (`expectedUpdatedAt`): refused (409 EDIT_CONFLICT) when
 * someone else saved the restaurant since.
 */
export function useRestaurantMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'restaurants'] });
    void client.invalidateQueries({ queryKey: ['restaurants'] });
  };
  const save = useMutation({
    mutationFn: ({
      id,
      input,
      expectedUpdatedAt,
    }: {
      id: string | null;
      input: RestaurantInput;
      expectedUpdatedAt?: string | undefined;
    }) =>
      id
        ? adminRestaurantsApi.update(id, { ...input, ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}) })
        : adminRestaurantsApi.create(input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => adminRestaurantsApi.remove(id), onSuccess: refresh });
  return { save, remove };
}
