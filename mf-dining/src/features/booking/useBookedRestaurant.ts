import { useQuery } from '@tanstack/react-query';
import { describeApiError, restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** The restaurant of the reservation (same cache entry as the detail page). */
export function useBookedRestaurant(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['restaurants', 'detail', slug, language],
    queryFn: ({ signal }) => restaurantsApi.get(slug, { signal }),
    enabled: Boolean(slug),
    retry: (count, error) => describeApiError(error).status !== 404 && count < 2,
  });
}
