import { useId } from 'react';
import styled from 'styled-components';
import type { RoomType } from '@trabzon/api-client';
import { Button, Muted } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { AmenityList } from '../../components/AmenityList';
import { HotelImage } from '../../components/HotelImage';
import { PriceLine } from '../../components/Price';
import type { StayPricesView } from './useStayPrices';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Room = styled.li<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surfaceAlt)};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 160px minmax(0, 1fr) auto;
    align-items: start;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  > div:first-child {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A room that sleeps fewer than the guests chosen: said before it is chosen, not after the guests drop. */
const TooSmall = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  text-align: end;
`;

/**
 * A room's price for the stay chosen on the page (the average a night and the total, as the
 * checkout charges them), "not available" when a night cannot be sold, and the base price a night
 * only when the stay's prices could not be loaded.
 */
function RoomPrice({ room, prices }: { room: RoomType; prices: StayPricesView }) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const price = prices.byRoom?.get(room._id);
  if (prices.loading) return <PriceLine>{t('detail.checkingPrices')}</PriceLine>;
  if (price && !price.bookable) return <PriceLine data-testid="room-price">{t('detail.unavailableForStay')}</PriceLine>;
  return (
    <PriceLine data-testid="room-price">
      <strong>{formatPrice(price?.pricePerNight ?? room.pricePerNight, i18n.language)}</strong>
      <br />
      {t('detail.perNight')}
      {price?.total != null && (
        <>
          <br />
          {t('detail.stayTotal', { price: formatPrice(price.total, i18n.language), nights: t('nights', { count: prices.nights }) })}
        </>
      )}
    </PriceLine>
  );
}

interface RoomTypesProps {
  rooms: RoomType[];
  prices: StayPricesView;
  selectedId: string | null;
  /** The guests chosen in the booking panel: a room that sleeps fewer is marked too small. */
  guests: number;
  onSelect: (roomTypeId: string) => void;
}

/** The hotel's room types: what each sleeps and has, its price for the stay, and a select button. */
export function RoomTypes({ rooms, prices, selectedId, guests, onSelect }: RoomTypesProps) {
  const { t } = useTranslation(HOTELS_NS);
  const id = useId();
  if (rooms.length === 0) return <Muted>{t('detail.noRooms')}</Muted>;
  return (
    <List>
      {rooms.map((room) => {
        const selected = room._id === selectedId;
        const tooSmall = room.capacity < guests;
        const tooSmallId = `${id}-${room._id}-small`;
        return (
          <Room key={room._id} $selected={selected} data-testid="room-type" data-room-type-id={room._id}>
            <HotelImage src={room.images[0]} alt={t('detail.roomPhotoAlt', { name: room.name })} />
            <div>
              <h3>{room.name}</h3>
              {room.description && <p>{room.description}</p>}
              <Facts>
                <li>{t('detail.sleeps', { count: room.capacity })}</li>
                {room.beds && <li>{room.beds}</li>}
                {room.size !== null && <li>{t('detail.size', { value: room.size })}</li>}
              </Facts>
              {tooSmall && (
                <TooSmall id={tooSmallId} data-testid="room-too-small">
                  {t('detail.tooSmall', { count: guests })}
                </TooSmall>
              )}
              <AmenityList amenities={room.amenities} />
            </div>
            <Side>
              <RoomPrice room={room} prices={prices} />
              <Button
                type="button"
                $variant={selected ? 'primary' : 'secondary'}
                aria-pressed={selected}
                aria-label={t(selected ? 'detail.selectedRoom' : 'detail.selectRoom', { name: room.name })}
                aria-describedby={tooSmall ? tooSmallId : undefined}
                onClick={() => onSelect(room._id)}
              >
                {selected ? t('detail.selected') : t('detail.select')}
              </Button>
            </Side>
          </Room>
        );
      })}
    </List>
  );
}
