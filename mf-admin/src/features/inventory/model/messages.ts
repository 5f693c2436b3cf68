import { INVENTORY_MESSAGES, INVENTORY_SUCCESS, type InventoryMessageKey } from '@trabzon/contracts/inventory-messages';
import { matchText } from '@trabzon/contracts/templates';
import type { InventoryBoundKey } from './bounds';

/**
 * The admin inventory texts, in English exactly as the API answers them (one list, shared with the
 * API). The screen shows each through its translation key (`inventory.messages.<key>`,
 * `inventory.toasts.<key>`); a server message that is not listed is shown as it came.
 */
export { INVENTORY_MESSAGES, type InventoryMessageKey };

/** A field's message in the forms: one of the API's texts, or a number outside the API's bounds. */
export type InventoryFormMessage = InventoryMessageKey | InventoryBoundKey;

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
  ...INVENTORY_SUCCESS,
  saveFailed: 'Failed to save inventory:',
  bulkFailed: 'Failed to apply bulk update:',
  deleteFailed: 'Failed to delete inventory:',
} as const;

export type InventoryToastKey = keyof typeof INVENTORY_TOASTS;

/**
 * The translation key of a server message and the numbers it carries, or null when it is not one
 * of the known texts.
 */
export function inventoryMessageOf(
  message: string | null | undefined,
): { key: InventoryMessageKey; values: Record<string, string> } | null {
  if (!message) return null;
  return matchText(INVENTORY_MESSAGES, message.trim());
}
