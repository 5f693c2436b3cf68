import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';
import { toApiQuery, type RestaurantFilters } from './filters';

/** GET /api/restaurants for the list's filters; the previous page stays while the next loads. */
export function useRestaurantList(filters: RestaurantFilters) {
  const language = useLanguage();
  const query = toApiQuery(filters);
  return useQuery({
    queryKey: ['restaurants', 'list', query, language],
    queryFn: ({ signal }) => restaurantsApi.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
