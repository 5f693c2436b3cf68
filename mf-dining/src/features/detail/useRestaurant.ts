import { useQuery } from '@tanstack/react-query';
import { describeApiError, restaurantsApi } from '@trabzon/api-client';
import { useLanguage } from '../../lib/query';

/** GET /api/restaurants/:id in the active language (no retry on a 404). */
export function useRestaurant(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['restaurants', 'detail', id, language],
    queryFn: ({ signal }) => restaurantsApi.get(id, { signal }),
    retry: (count, error) => describeApiError(error).status !== 404 && count < 2,
  });
}
