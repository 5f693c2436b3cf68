import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagesApi, type CreateReviewRequest } from '@trabzon/api-client';

/** POST /api/packages/:id/reviews; refreshes the package's detail and lists (rating changed). */
export function useAddReview(packageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => packagesApi.addReview(packageId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['packages'] }),
  });
}
