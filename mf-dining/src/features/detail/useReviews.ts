import { useQuery } from '@tanstack/react-query';
import { restaurantsApi } from '@trabzon/api-client';

/** GET /api/restaurants/:id/reviews (every review, when the visitor asks for them). */
export function useReviews(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['restaurants', 'reviews', id],
    queryFn: ({ signal }) => restaurantsApi.reviews(id, 1, 50, { signal }),
    enabled,
    // A failure is said at once; the button asks again.
    retry: false,
  });
}
