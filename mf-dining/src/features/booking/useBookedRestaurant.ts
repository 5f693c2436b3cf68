import { useQuery } from '@tanstack/react-query';
import { isRecordNotFound, restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** The restaurant of the reservation (same cache entry as the detail page; no retry when not found). */
export function useBookedRestaurant(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['restaurants', 'detail', slug, language],
    queryFn: ({ signal }) => restaurantsApi.get(slug, { signal }),
    enabled: Boolean(slug),
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });
}
