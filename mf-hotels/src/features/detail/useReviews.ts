import { useInfiniteQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { hotelKeys } from '../../lib/queries';

/** Reviews per page. Page 1 comes with the hotel (its newest reviews); "more" loads page 2 onwards. */
export const REVIEWS_PAGE = 5;

/** GET /api/hotels/:id/reviews, page by page, only when the guest asks for more. */
export function useMoreReviews(hotelId: string) {
  return useInfiniteQuery({
    queryKey: hotelKeys.reviews(hotelId),
    queryFn: ({ pageParam, signal }) => hotelsApi.reviews(hotelId, pageParam, REVIEWS_PAGE, { signal }),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    enabled: false,
  });
}
