import { INVENTORY_MESSAGES, INVENTORY_SUCCESS, type InventoryMessageKey } from '@trabzon/contracts/inventory-messages';
import { matchText } from '@trabzon/contracts/templates';
import type { InventoryBoundKey } from './bounds';

/**
 * The admin inventory texts, in English exactly as the API answers them (one list, shared with the
 * API). The screen shows each through its translation key (`inventory.messages.<key>`,
 * `inventory.toasts.<key>`); a server message that is not listed is shown as it came.
 */
export { INVENTORY_MESSAGES, type InventoryMessageKey };

/**
 * Refusals only the forms say, the API having no text of its own for them (`inventory.checks.<key>`):
 * a bulk update whose range holds no night on the chosen days (the API would answer "applied" for none).
 */
export const FORM_CHECK_KEYS = ['noMatchingNights'] as const;
export type InventoryCheckKey = (typeof FORM_CHECK_KEYS)[number];
export const isCheckKey = (key: string): key is InventoryCheckKey => (FORM_CHECK_KEYS as readonly string[]).includes(key);

/** A field's message in the forms: one of the API's texts, a number outside the API's bounds, or a form's own check. */
export type InventoryFormMessage = InventoryMessageKey | InventoryBoundKey | InventoryCheckKey;

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
