import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecordNotFound, restaurantsApi } from '@trabzon/api-client';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useLanguage } from '../../lib/query';

/** GET /api/restaurants/:id in a language (no retry when not found): the screen's query, and its prefetch. */
export const restaurantQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id, language],
    queryFn: ({ signal }) => restaurantsApi.get(id, { signal }),
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

export function useRestaurant(id: string) {
  return useQuery({ ...restaurantQuery(id, useLanguage()), enabled: isIdOrSlug(id) });
}
