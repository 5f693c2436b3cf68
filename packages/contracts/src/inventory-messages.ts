/**
 * The admin inventory texts (spec sections 5 and 8) that the API answers and the admin screen
 * recognises and translates: one list for both, so they cannot drift apart. No TypeBox here, so the
 * browser can import it alone (`@trabzon/contracts/inventory-messages`).
 */
import { GENERAL_MESSAGES } from './validation';

/** The highest price a night may come to (USD), base price or after its modifier and seasonal adjustment. */
export const NIGHT_PRICE_MAX = 100_000;

/** The most days a bulk update may cover, both ends included. */
export const BULK_MAX_DAYS = 366;

/** How far ahead an admin may add or change nights (guests book up to a year ahead). Past nights are history. */
export const ADMIN_DAYS_AHEAD = 730;

/**
 * What a night's numbers may be (the API's schema and the admin form check the same bounds). A night
 * always costs something: a base price of at least 0.01, a modifier above 0, a season or a promotion
 * that never takes 100 % off (a $0 room was bookable).
 */
export const NIGHT_BOUNDS = {
  rooms: { min: 0, max: 10_000 },
  basePrice: { min: 0.01, max: NIGHT_PRICE_MAX },
  priceModifier: { min: 0.01, max: 100 },
  seasonalAdjustment: { min: -99, max: 1000 },
  promotionDiscount: { min: 0, max: 99 },
} as const;

export const INVENTORY_MESSAGES = {
  selectHotel: 'Please select a hotel',
  selectRoomType: 'Please select a room type',
  selectDate: 'Please select a date',
  totalRequired: 'Total rooms is required',
  availableRequired: 'Available rooms is required',
  basePriceRequired: 'Base price is required',
  selectBothDates: 'Please select both start and end dates',
  selectDayType: 'Please select at least one day type',
  blockReasonRequired: 'Block reason is required when blocking dates',
  availableAboveTotal: 'Available rooms cannot exceed total rooms',
  // Further fixed answers of the inventory API.
  badDate: GENERAL_MESSAGES.badDate,
  noChanges: 'Choose at least one change to apply to these nights',
  noMatchingNights: 'No night in this range falls on the chosen days. Choose other days or dates.',
  endBeforeStart: 'The end date cannot be before the start date',
  rangeTooLong: `A bulk update can cover at most ${BULK_MAX_DAYS} days`,
  outsideWindow: `Please choose dates from today up to ${ADMIN_DAYS_AHEAD} days ahead`,
  exists: 'Inventory for this room type and date already exists',
  notFound: 'Inventory record not found',
  bookedRecord: 'This date has rooms booked; cancel those bookings before deleting it',
  priceTooHigh: `With the modifier and the seasonal adjustment, a night can cost at most ${NIGHT_PRICE_MAX}`,
  // Templates: the API fills in the {{numbers}} (fillTemplate in ./templates).
  totalBelowBooked: 'Total rooms cannot be less than the rooms already booked for this date ({{booked}})',
  availableAboveFree: 'Available rooms cannot exceed {{free}} (rooms already booked for this date: {{booked}})',
} as const;

export type InventoryMessageKey = keyof typeof INVENTORY_MESSAGES;

/** The success texts of the inventory writes. */
export const INVENTORY_SUCCESS = {
  added: 'Inventory added successfully',
  updated: 'Inventory updated successfully',
  deleted: 'Inventory record deleted successfully',
  bulkApplied: 'Bulk update applied successfully',
} as const;
