import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRestaurantsApi, type AvailabilityUpdate } from '@trabzon/api-client';

/** GET /api/admin/restaurants/:id/availability?date: the date's slots with closures and tables offered. */
export function useAvailability(restaurantId: string, date: string) {
  return useQuery({
    queryKey: ['admin', 'restaurant-availability', restaurantId, date],
    queryFn: () => adminRestaurantsApi.availability(restaurantId, date),
    enabled: Boolean(restaurantId && date),
  });
}

/** PUT /api/admin/restaurants/:id/availability; the answer replaces the date's view, the public slots refetch. */
export function useSetAvailability(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityUpdate) => adminRestaurantsApi.setAvailability(restaurantId, body),
    onSuccess: (day) => {
      client.setQueryData(['admin', 'restaurant-availability', restaurantId, day.date], day);
      void client.invalidateQueries({ queryKey: ['restaurants', 'slots', restaurantId] });
    },
  });
}
