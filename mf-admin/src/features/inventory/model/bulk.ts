import type { BulkInventoryRequest, DayType, InventoryChanges } from '@trabzon/contracts';
import { DAY_TYPES } from '@trabzon/contracts/constants';
import { BULK_MAX_DAYS } from '@trabzon/contracts/inventory-messages';
import { addDays, dayOfWeek, daysBetween, daysOfWeekIn, isIsoDate } from './dates';
import { boundErrors } from './bounds';
import type { InventoryFormMessage } from './messages';
import { blank, parseNumber, textOrNull } from './numbers';

/** The choices the bulk form offers as checkboxes: the two groups, then Monday to Sunday. */
export const DAY_GROUPS: readonly DayType[] = ['weekdays', 'weekends'];
const isGroup = (type: DayType) => DAY_GROUPS.includes(type);
export const NAMED_DAYS: readonly DayType[] = DAY_TYPES.filter((type) => type !== 'all' && !isGroup(type));

/** A checkbox change: the selection with `type` on or off. */
export function toggleDayType(selected: readonly DayType[], type: DayType, on: boolean): DayType[] {
  const rest = selected.filter((item) => item !== type);
  return on ? [...rest, type] : rest;
}

/**
 * The day types the request sends: the API's order, each once, 'all' alone when chosen, and named
 * days dropped when a chosen group (weekdays, weekends) already covers them.
 */
export function normalizeDayTypes(selected: readonly DayType[]): DayType[] {
  const chosen = new Set(selected);
  if (chosen.has('all')) return ['all'];
  const covered = daysOfWeekIn(DAY_GROUPS.filter((group) => chosen.has(group)));
  return DAY_TYPES.filter((type) => chosen.has(type) && (isGroup(type) || ![...daysOfWeekIn([type])].every((day) => covered.has(day))));
}

/** The days from start to end, both included; 0 when either is not a date or the end comes first. */
export function bulkSpan(start: string, end: string): number {
  const [from, to] = [start.trim(), end.trim()];
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return 0;
  return daysBetween(from, to) + 1;
}

/**
 * The dates from start to end (both included) that fall on the chosen days: the nights a bulk update
 * changes. Null when the range is longer than a bulk update may cover (BULK_MAX_DAYS): the form
 * refuses it, and shows no count rather than a wrong one.
 */
export function matchingDates(start: string, end: string, dayTypes: readonly DayType[]): string[] | null {
  const span = bulkSpan(start, end);
  if (span > BULK_MAX_DAYS) return null;
  const days = daysOfWeekIn(dayTypes);
  // Counted, not compared as text, as the API does.
  return Array.from({ length: span }, (_, i) => addDays(start.trim(), i)).filter((date) => days.has(dayOfWeek(date)));
}

export type BlockChange = 'unchanged' | 'block' | 'unblock';

/** The bulk form as typed; a blank change field means "leave as it is". */
export interface BulkFormValues {
  hotel: string;
  roomType: string;
  startDate: string;
  endDate: string;
  dayTypes: DayType[];
  totalRooms: string;
  availableRooms: string;
  basePrice: string;
  priceModifier: string;
  seasonalAdjustment: string;
  promotionDiscount: string;
  promotionCode: string;
  blocked: BlockChange;
  blockReason: string;
  notes: string;
}

export type BulkField = keyof BulkFormValues;
export type BulkErrors = Partial<Record<BulkField, InventoryFormMessage>>;

export const BULK_FIELD_ORDER: readonly BulkField[] = [
  'hotel',
  'roomType',
  'startDate',
  'endDate',
  'dayTypes',
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

export function emptyBulkValues(hotel = '', roomType = '', startDate = '', endDate = ''): BulkFormValues {
  return {
    hotel,
    roomType,
    startDate,
    endDate,
    dayTypes: [],
    totalRooms: '',
    availableRooms: '',
    basePrice: '',
    priceModifier: '',
    seasonalAdjustment: '',
    promotionDiscount: '',
    promotionCode: '',
    blocked: 'unchanged',
    blockReason: '',
    notes: '',
  };
}

/**
 * The spec's checks for a bulk update, in the API's order, then the API's bounds of the numbers
 * given. With `today` (the form's), a start before it is refused here as the API would refuse it.
 */
export function validateBulk(values: BulkFormValues, today?: string): BulkErrors {
  const errors: BulkErrors = { ...requiredBulkErrors(values) };
  if (today && !errors.startDate && values.startDate < today) errors.startDate = 'outsideWindow';
  // A range without one night on the chosen days would be sent and answered "applied" for none.
  if (!errors.startDate && !errors.endDate && !errors.dayTypes && bulkSpan(values.startDate, values.endDate) > 0) {
    if (matchingDates(values.startDate, values.endDate, normalizeDayTypes(values.dayTypes))?.length === 0) {
      errors.dayTypes = 'noMatchingNights';
    }
  }
  for (const [field, key] of Object.entries(boundErrors(values))) errors[field as BulkField] ??= key;
  return errors;
}

function requiredBulkErrors(values: BulkFormValues): BulkErrors {
  const errors: BulkErrors = {};
  if (blank(values.hotel)) errors.hotel = 'selectHotel';
  if (blank(values.roomType)) errors.roomType = 'selectRoomType';
  if (blank(values.startDate) || blank(values.endDate)) {
    errors[blank(values.startDate) ? 'startDate' : 'endDate'] = 'selectBothDates';
  } else if (values.endDate < values.startDate) {
    errors.endDate = 'endBeforeStart';
  } else if (bulkSpan(values.startDate, values.endDate) > BULK_MAX_DAYS) {
    errors.endDate = 'rangeTooLong';
  }
  if (normalizeDayTypes(values.dayTypes).length === 0) errors.dayTypes = 'selectDayType';
  if (values.blocked === 'block' && blank(values.blockReason)) errors.blockReason = 'blockReasonRequired';
  const total = parseNumber(values.totalRooms);
  const available = parseNumber(values.availableRooms);
  if (total !== null && available !== null && available > total) errors.availableRooms = 'availableAboveTotal';
  // Said at the first change field: the nights would be left as they are.
  if (Object.keys(bulkChanges(values)).length === 0) errors.totalRooms = 'noChanges';
  return errors;
}

/** Only the fields the admin filled in: everything else stays as it is on each night. */
export function bulkChanges(values: BulkFormValues): InventoryChanges {
  const changes: InventoryChanges = {};
  const numbers = ['totalRooms', 'availableRooms', 'basePrice', 'priceModifier', 'seasonalAdjustment', 'promotionDiscount'] as const;
  for (const field of numbers) {
    const value = parseNumber(values[field]);
    if (value !== null) changes[field] = value;
  }
  const code = textOrNull(values.promotionCode);
  if (code !== null) changes.promotionCode = code;
  const notes = textOrNull(values.notes);
  if (notes !== null) changes.notes = notes;
  if (values.blocked === 'block') {
    changes.blocked = true;
    changes.blockReason = textOrNull(values.blockReason);
  } else if (values.blocked === 'unblock') {
    changes.blocked = false;
  }
  return changes;
}

/** POST /api/inventory/bulk body. */
export function toBulkRequest(values: BulkFormValues): BulkInventoryRequest {
  return {
    hotel: values.hotel.trim(),
    roomType: values.roomType.trim(),
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
    dayTypes: normalizeDayTypes(values.dayTypes),
    changes: bulkChanges(values),
  };
}
