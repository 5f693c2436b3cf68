import styled from 'styled-components';
import { Trans, formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';

export const PriceLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    font-variant-numeric: tabular-nums;
  }
  del {
    font-variant-numeric: tabular-nums;
  }
`;

/** "from $120 per night", the price in bold; "Price on request" when the hotel has no rooms yet. */
export function PriceFrom({ amount }: { amount: number | null }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  if (amount === null) return <PriceLine>{t('card.noPrice')}</PriceLine>;
  return (
    <PriceLine>
      <Trans t={t} i18nKey="card.priceFrom" values={{ price: formatPrice(amount, i18n.language) }} components={{ strong: <strong /> }} />
    </PriceLine>
  );
}
