import { FieldGrid, SelectField } from '../../components/fields';
import { useInventoryText } from './useInventoryText';
import { isolatedName } from '../../lib/bidi';
import type { InventoryFormMessage } from './model/messages';
import type { InventoryHotel } from './useHotelOptions';

interface HotelRoomSelectsProps {
  hotels: readonly InventoryHotel[];
  hotel: string;
  roomType: string;
  /** A new hotel also picks its first room type. */
  onChange: (hotel: string, roomType: string) => void;
  hotelId: string;
  roomTypeId: string;
  errors?: { hotel?: InventoryFormMessage; roomType?: InventoryFormMessage };
  /** Test ids: `<prefix>-hotel` and `<prefix>-room-type`. */
  testPrefix: string;
}

/** The hotel select and the select of that hotel's room types. */
export function HotelRoomSelects({
  hotels,
  hotel,
  roomType,
  onChange,
  hotelId,
  roomTypeId,
  errors = {},
  testPrefix,
}: HotelRoomSelectsProps) {
  const { t, message } = useInventoryText();
  const rooms = hotels.find((h) => h._id === hotel)?.roomTypes ?? [];
  return (
    <FieldGrid>
      <SelectField
        label={t('inventory.fields.hotel')}
        id={hotelId}
        value={hotel}
        error={message(errors.hotel)}
        onChange={(e) => {
          const next = hotels.find((h) => h._id === e.target.value);
          onChange(e.target.value, next?.roomTypes[0]?._id ?? '');
        }}
        data-testid={`${testPrefix}-hotel`}
      >
        <option value="">{t('inventory.fields.chooseHotel')}</option>
        {hotels.map((option) => (
          <option key={option._id} value={option._id}>
            {option.active ? option.name : t('inventory.fields.inactiveHotel', { name: isolatedName(option.name) })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('inventory.fields.roomType')}
        id={roomTypeId}
        value={roomType}
        error={message(errors.roomType)}
        onChange={(e) => onChange(hotel, e.target.value)}
        data-testid={`${testPrefix}-room-type`}
      >
        <option value="">{t('inventory.fields.chooseRoomType')}</option>
        {rooms.map((room) => (
          <option key={room._id} value={room._id}>
            {room.name}
          </option>
        ))}
      </SelectField>
    </FieldGrid>
  );
}
