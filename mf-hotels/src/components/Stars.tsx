import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';

const Row = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  gap: 1px;
  line-height: 1;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)}px;
`;

const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.rating : theme.colors.border)};
`;

/** The figure beside the stars, so the value never rests on colour alone. */
const Value = styled.span`
  margin-inline-start: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

interface StarsProps {
  /** Whole stars lit, 0 to 5. */
  value: number;
  size?: 'sm' | 'md';
  /** What the stars stand for, for screen readers; default "N out of 5 stars". */
  label?: string;
  /** Shows "N/5" beside the stars (off where the figure is already written next to them). */
  showValue?: boolean;
}

/**
 * Five stars with `value` of them lit (a gold with at least 3:1 contrast), read out as one image
 * ("4 out of 5 stars"), with the figure written beside them.
 */
export function Stars({ value, size = 'md', label, showValue = true }: StarsProps) {
  const { t } = useTranslation(HOTELS_NS);
  const lit = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <Row role="img" aria-label={label ?? t('stars.label', { value: lit })} $size={size}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" $on={n <= lit}>
          ★
        </Star>
      ))}
      {showValue && <Value aria-hidden="true">{t('stars.short', { value: lit })}</Value>}
    </Row>
  );
}
