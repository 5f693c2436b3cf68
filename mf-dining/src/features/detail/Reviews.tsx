import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RestaurantReview } from '@trabzon/api-client';
import { Button, FormMessage } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../../lib/query';
import { useReviews } from './useReviews';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Name and date are flex items, each laid out on its own: an English name cannot reorder an Arabic date. */
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin-block: ${({ theme }) => theme.space(1)} 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

export function Reviews({ id, first, total }: { id: string; first: RestaurantReview[]; total: number }) {
  const { t, i18n } = useTranslation(DINING_NS);
  const [all, setAll] = useState(false);
  const more = useReviews(id, all);
  const reviews = all && more.data ? more.data.results : first;
  const firstNew = useRef<HTMLLIElement>(null);
  const shown = all && more.data !== undefined;
  // The button goes once every review is in: the focus moves to the first one it added, not to the page's start.
  useEffect(() => {
    if (shown) firstNew.current?.focus();
  }, [shown]);
  if (total === 0) return <p>{t('detail.noReviews')}</p>;
  return (
    <div>
      <List>
        {reviews.map((r, i) => (
          <li
            key={r._id}
            data-testid="review"
            ref={shown && i === first.length ? firstNew : undefined}
            tabIndex={shown && i === first.length ? -1 : undefined}
          >
            <header>
              {/* Written in any language: each takes its own direction, whatever the page's. */}
              <strong dir="auto">{r.authorName}</strong>
              <time dateTime={r.createdAt}>{formatDate(r.createdAt, i18n.language)}</time>
            </header>
            <span role="img" aria-label={t('detail.stars', { count: r.rating })}>
              {'★'.repeat(r.rating)}
            </span>
            {/* Its own language, so a screen reader reads an English review on an Arabic page in English. */}
            <p dir="auto" lang={r.language ?? undefined}>
              {r.comment}
            </p>
          </li>
        ))}
      </List>
      {more.isError && <FormMessage $tone="error">{t('detail.reviewsError')}</FormMessage>}
      {!shown && total > first.length && (
        <Button
          type="button"
          $variant="secondary"
          aria-busy={more.isFetching || undefined}
          onClick={() => (all ? void more.refetch() : setAll(true))}
          style={{ marginBlockStart: 12 }}
        >
          {t('detail.allReviews', { count: total })}
        </Button>
      )}
    </div>
  );
}
