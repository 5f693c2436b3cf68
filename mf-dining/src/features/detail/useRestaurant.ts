import { queryOptions, useQuery } from '@tanstack/react-query';
import { describeApiError, restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** GET /api/restaurants/:id in a language (no retry on a 404): the screen's query, and its prefetch. */
export const restaurantQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id, language],
    queryFn: ({ signal }) => restaurantsApi.get(id, { signal }),
    retry: (count, error) => describeApiError(error).status !== 404 && count < 2,
  });

export function useRestaurant(id: string) {
  return useQuery(restaurantQuery(id, useLanguage()));
}
