/**
 * The admin inventory texts of the spec (sections 5 and 8), in English exactly as the API answers
 * them. The screen shows each through its translation key (`inventory.messages.<key>`,
 * `inventory.toasts.<key>`); a server message that is not listed here is shown as it came.
 */
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
  // Further fixed answers of the inventory API, translated as well.
  badDate: 'Please enter a valid date (YYYY-MM-DD)',
  endBeforeStart: 'The end date cannot be before the start date',
  rangeTooLong: 'A bulk update can cover at most 366 days',
  exists: 'Inventory for this room type and date already exists',
  notFound: 'Inventory record not found',
  bookedRecord: 'This date has rooms booked; cancel those bookings before deleting it',
} as const;

export type InventoryMessageKey = keyof typeof INVENTORY_MESSAGES;

/** The spec's ten validation messages (the rest are other fixed API answers). */
export const SPEC_VALIDATION_KEYS: readonly InventoryMessageKey[] = [
  'selectHotel',
  'selectRoomType',
  'selectDate',
  'totalRequired',
  'availableRequired',
  'basePriceRequired',
  'selectBothDates',
  'selectDayType',
  'blockReasonRequired',
  'availableAboveTotal',
];

export const INVENTORY_TOASTS = {
  added: 'Inventory added successfully',
  updated: 'Inventory updated successfully',
  deleted: 'Inventory record deleted successfully',
  bulkApplied: 'Bulk update applied successfully',
  saveFailed: 'Failed to save inventory:',
  bulkFailed: 'Failed to apply bulk update:',
  deleteFailed: 'Failed to delete inventory:',
} as const;

export type InventoryToastKey = keyof typeof INVENTORY_TOASTS;

const BY_TEXT = new Map<string, InventoryMessageKey>(
  (Object.entries(INVENTORY_MESSAGES) as Array<[InventoryMessageKey, string]>).map(([key, text]) => [text, key]),
);

/** The translation key of a server message, or null when it is not one of the known texts. */
export function inventoryMessageKey(message: string | null | undefined): InventoryMessageKey | null {
  if (!message) return null;
  return BY_TEXT.get(message.trim()) ?? null;
}
