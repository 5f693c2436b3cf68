/** Pure rules of the review form and the review list. */
import type { Review } from '@trabzon/api-client';

/** The API's bounds for a review text (CreateReviewRequest). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** Translation keys of what is wrong with a review, per field (none when it can be sent). */
export function validateReview(values: { rating: string; text: string }): { rating?: string; text?: string } {
  const errors: { rating?: string; text?: string } = {};
  const rating = Number(values.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'reviews.ratingRequired';
  const length = values.text.trim().length;
  if (length === 0) errors.text = 'reviews.textRequired';
  else if (length < REVIEW_TEXT_MIN) errors.text = 'reviews.textShort';
  else if (length > REVIEW_TEXT_MAX) errors.text = 'reviews.textLong';
  return errors;
}

/** Reviews newest first without duplicates (a page loaded after a new review repeats one). */
export function mergeReviews(current: readonly Review[], more: readonly Review[]): Review[] {
  const seen = new Set<string>();
  return [...current, ...more]
    .filter((review) => !seen.has(review._id) && Boolean(seen.add(review._id)))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
