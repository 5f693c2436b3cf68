import { useId, useState, type FormEvent } from 'react';
import { describeApiError, type CreateReviewResponse } from '@trabzon/api-client';
import { Button, FieldError, FieldWrap, FormMessage, Label, Select, TextArea } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { refusalText } from '../../lib/hooks';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, validateReview } from './reviews';
import { useAddReview } from './useAddReview';

interface ReviewFormProps {
  hotelId: string;
  onAdded: (result: CreateReviewResponse) => void;
}

/** A signed-in guest's review: a rating of 1 to 5 and a text (POST /api/hotels/:id/reviews). */
export function ReviewForm({ hotelId, onAdded }: ReviewFormProps) {
  const { t } = useTranslation(HOTELS_NS);
  const id = useId();
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const addReview = useAddReview(hotelId);
  const sending = addReview.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateReview({ rating, text });
  const show = (field: 'rating' | 'text') => {
    const error = errors[field];
    return touched && error ? t(error, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (errors.rating || errors.text) return;
    try {
      const result = await addReview.mutateAsync({ rating: Number(rating), text: text.trim() });
      onAdded(result);
    } catch (error) {
      setFailure(
        describeApiError(error).status === 401
          ? t('reviews.sessionEnded')
          : (refusalText(t, error, 'reviews.failed') ?? t('reviews.failed')),
      );
    }
  }

  return (
    <form data-testid="review-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`}>{t('reviews.write')}</h3>
      {failure && (
        <FormMessage $tone="error" data-testid="review-error">
          {failure}
        </FormMessage>
      )}
      <FieldWrap>
        <Label htmlFor={`${id}-rating`}>{t('reviews.rating')}</Label>
        <Select
          id={`${id}-rating`}
          name="rating"
          required
          value={rating}
          aria-invalid={show('rating') ? true : undefined}
          aria-describedby={show('rating') ? `${id}-rating-error` : undefined}
          onChange={(event) => setRating(event.target.value)}
        >
          <option value="">{t('reviews.chooseRating')}</option>
          {[5, 4, 3, 2, 1].map((value) => (
            <option key={value} value={value}>
              {t(`reviews.ratingOption.${value}`)}
            </option>
          ))}
        </Select>
        {show('rating') && <FieldError id={`${id}-rating-error`}>{show('rating')}</FieldError>}
      </FieldWrap>
      <FieldWrap>
        <Label htmlFor={`${id}-text`}>{t('reviews.text')}</Label>
        <TextArea
          id={`${id}-text`}
          name="text"
          required
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          aria-invalid={show('text') ? true : undefined}
          aria-describedby={`${id}-text-hint${show('text') ? ` ${id}-text-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <small id={`${id}-text-hint`}>
          {t('reviews.textHint', { min: REVIEW_TEXT_MIN, length: text.trim().length, max: REVIEW_TEXT_MAX })}
        </small>
        {show('text') && <FieldError id={`${id}-text-error`}>{show('text')}</FieldError>}
      </FieldWrap>
      <Button type="submit" disabled={sending}>
        {sending ? t('reviews.sending') : t('reviews.submit')}
      </Button>
    </form>
  );
}
