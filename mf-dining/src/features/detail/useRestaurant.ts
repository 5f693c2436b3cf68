import { queryOptions } from '@tanstack/react-query';
import { restaurantsApi } from '@trabzon/api-client';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useRecordQuery } from '@trabzon/ui';
import { useLanguage } from '../../lib/query';

/**
 * GET /api/restaurants/:id in a language: the screen's query, and its prefetch. The shared retry
 * (shouldRetry): a 5xx once more, never a 4xx (not found, or a 429 refusal).
 */
export const restaurantQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id, language],
    queryFn: ({ signal }) => restaurantsApi.get(id, { signal }),
  });

/** The restaurant; a prefetch that failed is not asked again on mount (useRecordQuery). */
export function useRestaurant(id: string) {
  return useRecordQuery({ ...restaurantQuery(id, useLanguage()), enabled: isIdOrSlug(id) });
}
