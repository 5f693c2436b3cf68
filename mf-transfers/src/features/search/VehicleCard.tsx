import type { Ref } from 'react';
import styled from 'styled-components';
import type { VehicleOption } from '@trabzon/api-client';
import { Button, Card, Muted } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { GearIcon, PersonIcon, SuitcaseIcon } from '../../components/icons';

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 200px 1fr auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    width: 100%;
    aspect-ratio: 15 / 8;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    list-style: none;
    padding: 0;
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Price = styled.div`
  text-align: end;
  font-variant-numeric: tabular-nums;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xl}px;
  }
`;

interface VehicleCardProps {
  option: VehicleOption;
  onSelect: () => void;
  /** The Select button, which takes the focus back when the booking step is left. */
  selectRef?: Ref<HTMLButtonElement>;
}

export function VehicleCard({ option, onSelect, selectRef }: VehicleCardProps) {
  const { t, i18n } = useTranslation('transfers');
  const money = (amount: number) => formatPrice(amount, i18n.language);
  const soldOut = option.available !== null && option.available < 1;
  return (
    <Item as="li" data-testid="vehicle-card" data-vehicle={option._id}>
      {option.image ? <img src={option.image} alt="" loading="lazy" width={200} height={107} /> : <span />}
      <div>
        <h3>{option.name}</h3>
        <Muted>{option.description}</Muted>
        <ul>
          <li data-testid="vehicle-passengers">
            <PersonIcon />
            {t('results.passengers', { count: option.passengers })}
          </li>
          <li data-testid="vehicle-luggage">
            <SuitcaseIcon />
            {t('results.luggage', { count: option.luggage })}
          </li>
          {option.transmission && (
            <li data-testid="vehicle-transmission">
              <GearIcon />
              {t(`results.transmission.${option.transmission}`)}
            </li>
          )}
          {option.available !== null && !soldOut && option.available <= 2 && <li>{t('results.left', { count: option.available })}</li>}
        </ul>
      </div>
      <Price>
        <span data-testid="vehicle-price">
          {option.unit === 'day'
            ? t('results.perDay', { price: money(option.price) })
            : t('results.perTrip', { price: money(option.price) })}
        </span>
        <strong data-testid="vehicle-total" data-total={option.total}>
          {t('results.total', { price: money(option.total) })}
        </strong>
        {option.unit === 'day' && <Muted>{t('results.days', { count: option.quantity })}</Muted>}
        {soldOut ? (
          <Muted>{t('results.soldOut')}</Muted>
        ) : (
          <Button ref={selectRef} type="button" onClick={onSelect} aria-label={t('results.selectNamed', { name: option.name })}>
            {t('results.select')}
          </Button>
        )}
      </Price>
    </Item>
  );
}
