import { useQuery } from '@tanstack/react-query';
import { adminRestaurantsApi } from '@trabzon/api-client';

/** GET /api/admin/restaurants/:id/tables for the "tables offered" choice. */
export function useRestaurantTables(restaurantId: string) {
  return useQuery({
    queryKey: ['admin', 'restaurant-tables', restaurantId],
    queryFn: () => adminRestaurantsApi.tables(restaurantId),
    enabled: Boolean(restaurantId),
  });
}
