import styled from 'styled-components';
import { formatRating, useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../lib/query';

export const Badge = styled.span<{ $tone: 'accent' | 'success' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 700;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.success)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.onAccent : theme.colors.onSuccess)};
`;

/** "New" and "Promoted" badges of a restaurant. */
export function Badges({ isNew, promoted }: { isNew: boolean; promoted: boolean }) {
  const { t } = useTranslation(DINING_NS);
  if (!isNew && !promoted) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 6 }}>
      {promoted && (
        <Badge $tone="accent" data-testid="badge-promoted">
          {t('badges.promoted')}
        </Badge>
      )}
      {isNew && (
        <Badge $tone="success" data-testid="badge-new">
          {t('badges.new')}
        </Badge>
      )}
    </span>
  );
}

/** $ to $$$$ with the range's name for screen readers. */
export function PriceRange({ value }: { value: number }) {
  const { t } = useTranslation(DINING_NS);
  return (
    <span title={t(`price.${value}`)}>
      <span aria-hidden="true">{'$'.repeat(value)}</span>
      <span className="visually-hidden">{t(`price.${value}`)}</span>
    </span>
  );
}

/** Rating out of 5 with the review count. */
export function Rating({ value, count }: { value: number; count: number }) {
  const { t, i18n } = useTranslation(DINING_NS);
  if (count === 0) return <span>{t('card.noReviews')}</span>;
  return (
    <span>
      <span aria-hidden="true">★ </span>
      {t('card.rating', { rating: formatRating(value, i18n.language), count })}
    </span>
  );
}
