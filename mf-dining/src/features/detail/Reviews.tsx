import { useState } from 'react';
import styled from 'styled-components';
import type { RestaurantReview } from '@trabzon/api-client';
import { Button } from '@trabzon/ui';
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
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function Reviews({ id, first, total }: { id: string; first: RestaurantReview[]; total: number }) {
  const { t, i18n } = useTranslation(DINING_NS);
  const [all, setAll] = useState(false);
  const more = useReviews(id, all);
  const reviews = all && more.data ? more.data.results : first;
  if (total === 0) return <p>{t('detail.noReviews')}</p>;
  return (
    <div>
      <List>
        {reviews.map((r) => (
          <li key={r._id}>
            <strong>{r.authorName}</strong> ·{' '}
            <span role="img" aria-label={t('detail.stars', { count: r.rating })}>
              {'★'.repeat(r.rating)}
            </span>{' '}
            <small>{formatDate(r.createdAt, i18n.language)}</small>
            <p>{r.comment}</p>
          </li>
        ))}
      </List>
      {!all && total > first.length && (
        <Button type="button" $variant="secondary" onClick={() => setAll(true)} style={{ marginBlockStart: 12 }}>
          {t('detail.allReviews', { count: total })}
        </Button>
      )}
    </div>
  );
}
