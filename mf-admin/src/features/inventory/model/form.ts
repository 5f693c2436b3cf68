import type { InventoryCreate, InventoryRecord, InventoryUpdate } from '@trabzon/contracts';
import { boundErrors, nightTooExpensive } from './bounds';
import type { InventoryFormMessage } from './messages';
import { blank, numberText, parseNumber, textOrNull } from './numbers';

/** The add / edit form of one night, as typed (numbers are the inputs' text). */
export interface InventoryFormValues {
  hotel: string;
  roomType: string;
  date: string;
  totalRooms: string;
  availableRooms: string;
  basePrice: string;
  priceModifier: string;
  seasonalAdjustment: string;
  promotionDiscount: string;
  promotionCode: string;
  blocked: boolean;
  blockReason: string;
  notes: string;
}

export type InventoryField = keyof InventoryFormValues;
export type InventoryErrors = Partial<Record<InventoryField, InventoryFormMessage>>;

/** The fields in the order the form shows them (the first invalid one gets the focus). */
export const INVENTORY_FIELD_ORDER: readonly InventoryField[] = [
  'hotel',
  'roomType',
  'date',
  'totalRooms',
  'availableRooms',
  'basePrice',
  'priceModifier',
  'seasonalAdjustment',
  'promotionDiscount',
  'promotionCode',
  'blocked',
  'blockReason',
  'notes',
];

export function emptyInventoryValues(hotel = '', roomType = '', date = ''): InventoryFormValues {
  return {
    hotel,
    roomType,
    date,
    totalRooms: '',
    availableRooms: '',
    basePrice: '',
    priceModifier: '1',
    seasonalAdjustment: '0',
    promotionDiscount: '0',
    promotionCode: '',
    blocked: false,
    blockReason: '',
    notes: '',
  };
}

export function valuesFromRecord(record: InventoryRecord): InventoryFormValues {
  return {
    hotel: record.hotel,
    roomType: record.roomType,
    date: record.date,
    totalRooms: numberText(record.totalRooms),
    availableRooms: numberText(record.availableRooms),
    basePrice: numberText(record.basePrice),
    priceModifier: numberText(record.priceModifier),
    seasonalAdjustment: numberText(record.seasonalAdjustment),
    promotionDiscount: numberText(record.promotionDiscount),
    promotionCode: record.promotionCode ?? '',
    blocked: record.blocked,
    blockReason: record.blockReason ?? '',
    notes: record.notes ?? '',
  };
}

/**
 * The spec's checks (section 5), in the API's order: hotel, room type, date, total rooms,
 * available rooms, base price, a reason for a blocked night, available ≤ total; then the API's
 * bounds of every number, so that none of its raw schema answers ("basePrice must be >= 0") shows.
 */
export function validateInventory(values: InventoryFormValues): InventoryErrors {
  const errors: InventoryErrors = { ...requiredErrors(values) };
  for (const [field, key] of Object.entries(boundErrors(values))) errors[field as InventoryField] ??= key;
  if (errors.basePrice === undefined && nightTooExpensive(values)) errors.basePrice = 'priceTooHigh';
  return errors;
}

function requiredErrors(values: InventoryFormValues): InventoryErrors {
  const errors: InventoryErrors = {};
  if (blank(values.hotel)) errors.hotel = 'selectHotel';
  if (blank(values.roomType)) errors.roomType = 'selectRoomType';
  if (blank(values.date)) errors.date = 'selectDate';
  const total = parseNumber(values.totalRooms);
  const available = parseNumber(values.availableRooms);
  if (total === null) errors.totalRooms = 'totalRequired';
  if (available === null) errors.availableRooms = 'availableRequired';
  if (parseNumber(values.basePrice) === null) errors.basePrice = 'basePriceRequired';
  if (values.blocked && blank(values.blockReason)) errors.blockReason = 'blockReasonRequired';
  if (total !== null && available !== null && available > total) errors.availableRooms = 'availableAboveTotal';
  return errors;
}

/** The editable fields of a night (blank optional numbers reset to the API's defaults). */
function changes(values: InventoryFormValues) {
  return {
    totalRooms: parseNumber(values.totalRooms),
    availableRooms: parseNumber(values.availableRooms),
    basePrice: parseNumber(values.basePrice),
    priceModifier: parseNumber(values.priceModifier),
    seasonalAdjustment: parseNumber(values.seasonalAdjustment),
    promotionDiscount: parseNumber(values.promotionDiscount),
    promotionCode: textOrNull(values.promotionCode),
    blocked: values.blocked,
    blockReason: values.blocked ? textOrNull(values.blockReason) : null,
    notes: textOrNull(values.notes),
  };
}

/** POST /api/inventory body. */
export function toInventoryCreate(values: InventoryFormValues): InventoryCreate {
  return {
    hotel: values.hotel.trim(),
    roomType: values.roomType.trim(),
    date: values.date.trim(),
    ...changes(values),
  };
}

/** PUT /api/inventory/:id body: a record's hotel, room type and date never change. */
export function toInventoryUpdate(values: InventoryFormValues): InventoryUpdate {
  return changes(values);
}
