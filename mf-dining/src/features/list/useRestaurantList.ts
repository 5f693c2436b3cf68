import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';
import { toApiQuery, type RestaurantFilters } from './filters';

/** GET /api/restaurants for the list's filters: the screen's query, and its prefetch. */
export const restaurantListQuery = (filters: RestaurantFilters, language: string) => {
  const query = toApiQuery(filters);
  return queryOptions({
    queryKey: ['restaurants', 'list', query, language],
    queryFn: ({ signal }) => restaurantsApi.list(query, { signal }),
  });
};

/** The list's restaurants; the previous page stays while the next loads. */
export function useRestaurantList(filters: RestaurantFilters) {
  return useQuery({ ...restaurantListQuery(filters, useLanguage()), placeholderData: keepPreviousData });
}
