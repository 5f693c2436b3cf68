import styled from 'styled-components';
import { useTranslation, formatRating } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';
import { ratingStars } from '../lib/cards';
import { Stars } from './Stars';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The guests' average rating: stars from its floor, the figure, and the number of reviews. */
export function Rating({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  if (count === 0) return <Line>{t('rating.none')}</Line>;
  const figure = formatRating(average, i18n.language);
  return (
    <Line>
      <Stars size="sm" value={ratingStars(average)} label={t('rating.label', { value: figure })} showValue={false} />
      <strong className="tabular">{figure}</strong>
      <span>{t('rating.reviews', { count })}</span>
    </Line>
  );
}
