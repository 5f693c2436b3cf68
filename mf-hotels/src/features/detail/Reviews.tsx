import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@trabzon/router';
import styled from 'styled-components';
import type { CreateReviewResponse, HotelDetail, Review } from '@trabzon/api-client';
import { Button, FormMessage, Muted } from '@trabzon/ui';
import { formatDate, useTranslation, formatRating } from '@trabzon/i18n';
import { useSessionStore } from '@trabzon/stores';
import { HOTELS_NS } from '../../i18n';
import { Stars } from '../../components/Stars';
import { ratingStars } from '../../lib/cards';
import { mergeReviews } from './reviews';
import { ReviewForm } from './ReviewForm';
import { useMoreReviews } from './useReviews';

const Overview = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl}px;
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin-block: ${({ theme }) => theme.space(2)} 0;
    white-space: pre-line;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

interface ReviewsProps {
  hotel: HotelDetail;
}

/** Guest reviews: the average and count, the newest reviews, more on request, and the form. */
export function Reviews({ hotel }: ReviewsProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?._id ?? null);
  const more = useMoreReviews(hotel._id);
  const [own, setOwn] = useState<{ review: Review; average: number; total: number } | null>(null);
  const added = own !== null;
  const pages = more.data?.pages ?? [];
  const reviews = mergeReviews(
    own ? [own.review, ...hotel.reviews.latest] : hotel.reviews.latest,
    pages.flatMap((page) => page.results),
  );
  const last = pages[pages.length - 1];
  // The newest figures: the guest's own review's answer, else a later page's, else the hotel's.
  const figures = own
    ? { average: own.average, total: own.total }
    : last
      ? { average: last.averageRating, total: last.totalReviews }
      : { average: hotel.reviews.averageRating, total: hotel.reviews.totalReviews };
  const loadingMore = more.isFetching;
  const moreFailed = more.isError && !more.isFetching;
  const language = i18n.language;
  const alreadyReviewed = added || (userId !== null && reviews.some((review) => review.userId === userId));

  const list = useRef<HTMLUListElement>(null);
  /** The number of reviews shown when the visitor asked for more: the first new one is at this index. */
  const firstNew = useRef<number | null>(null);
  // Once the next page is in, the focus goes to its first review (the button was left to wait, or is
  // gone after the last page: the focus fell to <body>). A failed load keeps it on the button.
  useEffect(() => {
    if (firstNew.current === null || loadingMore) return;
    const item = list.current?.querySelectorAll<HTMLElement>('[data-testid="review"]')[firstNew.current];
    firstNew.current = null;
    if (!item) return;
    item.tabIndex = -1;
    item.focus();
  }, [loadingMore]);

  function loadMore() {
    // Busy, not disabled, while it loads: a disabled button would drop the keyboard's focus to <body>.
    if (loadingMore) return;
    firstNew.current = reviews.length;
    void more.fetchNextPage();
  }

  function onAdded(result: CreateReviewResponse) {
    setOwn({ review: result.review, average: result.averageRating, total: result.totalReviews });
  }

  const figure = formatRating(figures.average, language);
  const loginPath = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div data-testid="reviews">
      {figures.total > 0 ? (
        <Overview>
          <strong>{figure}</strong>
          <Stars value={ratingStars(figures.average)} label={t('rating.label', { value: figure })} showValue={false} />
          <span data-testid="reviews-count">{t('rating.reviews', { count: figures.total })}</span>
        </Overview>
      ) : (
        <Muted data-testid="reviews-empty">{t('reviews.empty')}</Muted>
      )}

      {reviews.length > 0 && (
        <List ref={list}>
          {reviews.map((review) => (
            <Item key={review._id} data-testid="review">
              <header>
                <strong dir="auto">{review.userName}</strong>
                <time dateTime={review.date}>{formatDate(review.date, language)}</time>
              </header>
              <Stars size="sm" value={review.rating} />
              {/* Its own language, so a screen reader reads a Turkish review on an English page in Turkish. */}
              <p dir="auto" lang={review.language ?? undefined}>
                {review.text}
              </p>
            </Item>
          ))}
        </List>
      )}
      {reviews.length < figures.total && (
        <p>
          <Button type="button" $variant="secondary" aria-disabled={loadingMore || undefined} onClick={loadMore}>
            {loadingMore ? t('reviews.loadingMore') : t('reviews.more')}
          </Button>
        </p>
      )}
      {moreFailed && <FormMessage $tone="error">{t('reviews.moreFailed')}</FormMessage>}

      {added && (
        <FormMessage $tone="success" data-testid="review-added">
          {t('reviews.thanks')}
        </FormMessage>
      )}
      {!token && (
        <FormMessage $tone="info" data-testid="review-sign-in">
          {t('reviews.signInPrompt')} <Link to={loginPath}>{t('reviews.signIn')}</Link>
        </FormMessage>
      )}
      {token && !alreadyReviewed && <ReviewForm hotelId={hotel._id} onAdded={onAdded} />}
      {token && alreadyReviewed && !added && <Muted>{t('reviews.alreadyReviewed')}</Muted>}
    </div>
  );
}
