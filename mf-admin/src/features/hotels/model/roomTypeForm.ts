import type { RoomTypeInput } from '@trabzon/contracts';
import { MIN_PRICE } from '@trabzon/contracts/constants';
import { emptyTranslated, isBlankTranslated, splitList, toTranslatedInput, type TranslatedValues } from '../../../lib/translated';

/** A new room type as the form edits it. */
export interface RoomTypeFormValues {
  name: TranslatedValues;
  description: TranslatedValues;
  /** Bed layout, in English ("1 double bed"). */
  beds: string;
  capacity: string;
  /** Square metres. */
  size: string;
  /** Amenity keys separated by commas or lines. */
  amenities: string;
  pricePerNight: string;
  totalRooms: string;
}

export type RoomTypeField = 'name' | 'description' | 'capacity' | 'size' | 'pricePerNight' | 'totalRooms';
export type RoomTypeErrorKey = 'nameRequired' | 'englishRequired' | 'capacityRange' | 'sizeRange' | 'priceRequired' | 'totalRoomsRange';
export type RoomTypeErrors = Partial<Record<RoomTypeField, RoomTypeErrorKey>>;

export const ROOM_TYPE_FIELD_ORDER: readonly RoomTypeField[] = ['name', 'description', 'capacity', 'size', 'pricePerNight', 'totalRooms'];

export function emptyRoomTypeValues(): RoomTypeFormValues {
  return {
    name: emptyTranslated(),
    description: emptyTranslated(),
    beds: '',
    capacity: '2',
    size: '',
    amenities: '',
    pricePerNight: '',
    totalRooms: '5',
  };
}

const integer = (text: string): number | null => (text.trim() !== '' && Number.isInteger(Number(text)) ? Number(text) : null);

export function validateRoomType(values: RoomTypeFormValues): RoomTypeErrors {
  const errors: RoomTypeErrors = {};
  if (!values.name.en.trim()) errors.name = 'nameRequired';
  if (!isBlankTranslated(values.description) && !values.description.en.trim()) errors.description = 'englishRequired';
  const capacity = integer(values.capacity);
  if (capacity === null || capacity < 1 || capacity > 20) errors.capacity = 'capacityRange';
  if (values.size.trim()) {
    const size = integer(values.size);
    if (size === null || size < 1 || size > 2000) errors.size = 'sizeRange';
  }
  const price = values.pricePerNight.trim() === '' ? NaN : Number(values.pricePerNight);
  // Nothing is sold for $0 (the API's bounds: MIN_PRICE to 100,000).
  if (!Number.isFinite(price) || price < MIN_PRICE || price > 100_000) errors.pricePerNight = 'priceRequired';
  if (values.totalRooms.trim()) {
    const total = integer(values.totalRooms);
    if (total === null || total < 0 || total > 10000) errors.totalRooms = 'totalRoomsRange';
  }
  return errors;
}

/** POST /api/hotels/:id/rooms body. */
export function toRoomTypeInput(values: RoomTypeFormValues): RoomTypeInput {
  return {
    name: toTranslatedInput(values.name),
    description: isBlankTranslated(values.description) ? null : toTranslatedInput(values.description),
    capacity: Number(values.capacity),
    beds: values.beds.trim() || null,
    size: values.size.trim() ? Number(values.size) : null,
    amenities: splitList(values.amenities),
    pricePerNight: Number(values.pricePerNight),
    ...(values.totalRooms.trim() ? { totalRooms: Number(values.totalRooms) } : {}),
  };
}
