import { Type, type Static } from 'typebox';
import { LIST_MAX_PAGE } from './constants';
import { Paged } from './common';
import { Review } from './hotels';

/** /api/hotels/:id/reviews */

export const ReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

/** GET /api/hotels/:id/reviews: newest first. */
export const ReviewsResponse = Type.Object({
  ...Paged(Review).properties,
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
});
export type ReviewsResponse = Static<typeof ReviewsResponse>;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

export const CreateReviewRequest = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type CreateReviewRequest = Static<typeof CreateReviewRequest>;

/** 201: the review and the hotel's new figures. */
export const CreateReviewResponse = Type.Object({
  review: Review,
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
});
export type CreateReviewResponse = Static<typeof CreateReviewResponse>;
