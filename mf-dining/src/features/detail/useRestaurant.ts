import { queryOptions, useQuery } from '@tanstack/react-query';
import { describeApiError, restaurantsApi } from '@trabzon/api-client';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useLanguage } from '../../lib/query';

/**
 * The API's answers that say no restaurant has this id: 404, 400 (an id it refuses as such) and 414 (an
 * id longer than it takes in a path: a link cut or pasted wrong). Asking again changes none of them.
 */
export const isNotFound = (error: unknown) => [400, 404, 414].includes(describeApiError(error).status ?? 0);

/** GET /api/restaurants/:id in a language (no retry when not found): the screen's query, and its prefetch. */
export const restaurantQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id, language],
    queryFn: ({ signal }) => restaurantsApi.get(id, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useRestaurant(id: string) {
  return useQuery({ ...restaurantQuery(id, useLanguage()), enabled: isIdOrSlug(id) });
}
