import type { RoomTypeAdmin, RoomTypeInput, RoomTypeUpdate } from '@trabzon/contracts';
import { AMENITIES_MAX, AMENITY_MAX_LENGTH, CATALOGUE_NAME_MAX, CATALOGUE_TEXT_MAX, MIN_PRICE } from '@trabzon/contracts/constants';
import { searchFold } from '@trabzon/contracts/search';
import {
  emptyTranslated,
  fromTranslated,
  isBlankTranslated,
  splitList,
  toTranslatedInput,
  type TranslatedValues,
} from '../../../lib/translated';
import { amenitiesInput, amenitiesProblem, translatedTooLong } from './hotelForm';

/** A room type as the form edits it (a new one, or one being changed). */
export interface RoomTypeFormValues {
  name: TranslatedValues;
  description: TranslatedValues;
  /** Bed layout ("1 double bed"), in every language. */
  beds: TranslatedValues;
  capacity: string;
  /** Square metres. */
  size: string;
  /** Amenity keys separated by commas or lines. */
  amenities: string;
  pricePerNight: string;
  totalRooms: string;
}

export type RoomTypeField = 'name' | 'description' | 'beds' | 'capacity' | 'size' | 'pricePerNight' | 'totalRooms' | 'amenities';
export type RoomTypeErrorKey =
  | 'nameRequired'
  | 'englishRequired'
  // Another room type of the hotel has this English name (the API's roomNameTaken, said as a field's error).
  | 'nameTaken'
  | 'capacityRange'
  | 'sizeRange'
  | 'priceRequired'
  | 'totalRoomsRange'
  // Longer than the API takes; the text names the limit ({{max}}, roomTypeErrorMax).
  | 'textTooLong'
  | 'amenityTooLong'
  | 'tooManyAmenities';
export type RoomTypeErrors = Partial<Record<RoomTypeField, RoomTypeErrorKey>>;

export const ROOM_TYPE_FIELD_ORDER: readonly RoomTypeField[] = [
  'name',
  'description',
  'beds',
  'capacity',
  'size',
  'pricePerNight',
  'totalRooms',
  'amenities',
];

/** The longest value of each text field as the API takes it (per language, or per amenity key). */
const ROOM_TYPE_MAX_LENGTH: Partial<Record<RoomTypeField, number>> = {
  name: CATALOGUE_NAME_MAX,
  description: CATALOGUE_TEXT_MAX,
  beds: CATALOGUE_NAME_MAX,
  amenities: AMENITY_MAX_LENGTH,
};

/** The number a field's error names ({{max}}): the most amenities, else the field's longest value. */
export function roomTypeErrorMax(field: RoomTypeField, key: string): number | undefined {
  return key === 'tooManyAmenities' ? AMENITIES_MAX : ROOM_TYPE_MAX_LENGTH[field];
}

export function emptyRoomTypeValues(): RoomTypeFormValues {
  return {
    name: emptyTranslated(),
    description: emptyTranslated(),
    beds: emptyTranslated(),
    capacity: '2',
    size: '',
    amenities: '',
    pricePerNight: '',
    totalRooms: '5',
  };
}

const integer = (text: string): number | null => (text.trim() !== '' && Number.isInteger(Number(text)) ? Number(text) : null);

/**
 * Whether two English room names are one to the API (its roomNameTaken): trimmed, ignoring case,
 * accents and the Turkish ı (searchFold), so "Deluxe Room" and " deluxe room" are.
 */
export function sameRoomName(a: string, b: string): boolean {
  return searchFold(a.trim()) === searchFold(b.trim());
}

/**
 * The room type's errors (field → key). `takenNames`: the English names of the hotel's other room
 * types, which the API would refuse this one's name as (empty when the name is not sent).
 */
export function validateRoomType(values: RoomTypeFormValues, takenNames: readonly string[] = []): RoomTypeErrors {
  const errors: RoomTypeErrors = {};
  if (!values.name.en.trim()) errors.name = 'nameRequired';
  else if (translatedTooLong(values.name, CATALOGUE_NAME_MAX)) errors.name = 'textTooLong';
  else if (takenNames.some((taken) => sameRoomName(taken, values.name.en))) errors.name = 'nameTaken';
  if (!isBlankTranslated(values.description) && !values.description.en.trim()) errors.description = 'englishRequired';
  else if (translatedTooLong(values.description, CATALOGUE_TEXT_MAX)) errors.description = 'textTooLong';
  if (!isBlankTranslated(values.beds) && !values.beds.en.trim()) errors.beds = 'englishRequired';
  else if (translatedTooLong(values.beds, CATALOGUE_NAME_MAX)) errors.beds = 'textTooLong';
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
  const amenities = amenitiesProblem(values.amenities);
  if (amenities) errors.amenities = amenities;
  return errors;
}

/** POST /api/hotels/:id/rooms body. */
export function toRoomTypeInput(values: RoomTypeFormValues): RoomTypeInput {
  return {
    name: toTranslatedInput(values.name),
    description: isBlankTranslated(values.description) ? null : toTranslatedInput(values.description),
    capacity: Number(values.capacity),
    beds: isBlankTranslated(values.beds) ? null : toTranslatedInput(values.beds),
    size: values.size.trim() ? Number(values.size) : null,
    amenities: splitList(values.amenities),
    pricePerNight: Number(values.pricePerNight),
    ...(values.totalRooms.trim() ? { totalRooms: Number(values.totalRooms) } : {}),
  };
}

/** The form's values of an existing room type, every language included. */
export function valuesFromRoomType(room: RoomTypeAdmin): RoomTypeFormValues {
  return {
    name: fromTranslated(room.name),
    description: fromTranslated(room.description),
    beds: fromTranslated(room.beds),
    capacity: String(room.capacity),
    size: room.size === null ? '' : String(room.size),
    amenities: room.amenities.map((amenity) => amenity.key).join(', '),
    pricePerNight: String(room.pricePerNight),
    totalRooms: String(room.totalRooms),
  };
}

/** Every field the form edits as the API takes it; amenities the room had keep their names in every language. */
function editedFields(values: RoomTypeFormValues, room: RoomTypeAdmin): RoomTypeUpdate {
  return { ...toRoomTypeInput(values), amenities: amenitiesInput(values.amenities, room.amenities) };
}

/**
 * PUT /api/hotels/:id/rooms/:roomId body: only the fields staff changed, so an untouched price or
 * total leaves the inventory alone. Images and the display order are not the form's: never sent.
 * A blank total is no change.
 */
export function toRoomTypeUpdate(values: RoomTypeFormValues, room: RoomTypeAdmin): RoomTypeUpdate {
  const before = editedFields(valuesFromRoomType(room), room) as Record<string, unknown>;
  const after = editedFields(values, room) as Record<string, unknown>;
  const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as RoomTypeUpdate;
}
