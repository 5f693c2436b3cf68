import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRestaurantsApi, type RestaurantInput } from '@trabzon/api-client';

/** Create, update and delete (POST/PUT/DELETE /api/admin/restaurants); each refreshes the lists. */
export function useRestaurantMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'restaurants'] });
    void client.invalidateQueries({ queryKey: ['restaurants'] });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RestaurantInput }) =>
      id ? adminRestaurantsApi.update(id, input) : adminRestaurantsApi.create(input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => adminRestaurantsApi.remove(id), onSuccess: refresh });
  return { save, remove };
}
