import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRestaurantsApi, type RestaurantTableInput, type RestaurantTableUpdate } from '@trabzon/api-client';

/** GET /api/admin/restaurants/:id/tables. */
export function useTables(restaurantId: string) {
  return useQuery({
    queryKey: ['admin', 'restaurant-tables', restaurantId],
    queryFn: () => adminRestaurantsApi.tables(restaurantId),
    enabled: Boolean(restaurantId),
  });
}

/** POST and PUT of a table; both refresh the restaurant's tables (and the table counts). */
export function useTableMutations(restaurantId: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'restaurant-tables', restaurantId] });
    void client.invalidateQueries({ queryKey: ['admin', 'restaurants'] });
    void client.invalidateQueries({ queryKey: ['admin', 'restaurant-availability', restaurantId] });
  };
  const add = useMutation({
    mutationFn: (input: RestaurantTableInput) => adminRestaurantsApi.addTable(restaurantId, input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ tableId, input }: { tableId: string; input: RestaurantTableUpdate }) =>
      adminRestaurantsApi.updateTable(restaurantId, tableId, input),
    onSuccess: refresh,
  });
  return { add, update };
}
