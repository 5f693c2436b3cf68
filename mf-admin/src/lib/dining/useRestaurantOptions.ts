import { useQuery } from '@tanstack/react-query';
import { adminRestaurantsApi } from '@trabzon/api-client';

/** GET /api/admin/restaurants: every restaurant (inactive ones too), shared by the three restaurant screens. */
export function useAdminRestaurants() {
  return useQuery({ queryKey: ['admin', 'restaurants'], queryFn: () => adminRestaurantsApi.list() });
}
