import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelsApi, type CreateReviewRequest } from '@trabzon/api-client';
import { hotelKeys } from '../../lib/queries';

/** POST /api/hotels/:id/reviews; a new review changes the hotel's rating, so its detail, reviews and cards load again. */
export function useAddReview(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => hotelsApi.addReview(hotelId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotels', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['hotels', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['hotels', 'featured'] }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.reviews(hotelId) }),
      ]),
  });
}
