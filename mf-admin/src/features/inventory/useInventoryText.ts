import { describeApiError } from '@trabzon/api-client';
import { isolateLtr, useTranslation } from '@trabzon/i18n';
import { boundOf, isBoundKey } from './model/bounds';
import { inventoryMessageOf, type InventoryFormMessage, type InventoryToastKey } from './model/messages';

/**
 * The inventory screen's texts: the spec's messages through their translation keys; a server
 * message that is not one of them is shown in English as it came.
 */
export function useInventoryText() {
  const { t, i18n } = useTranslation('admin');
  const message = (key: InventoryFormMessage | undefined): string | null => {
    if (!key) return null;
    if (!isBoundKey(key)) return t(`inventory.messages.${key}`);
    const { min, max } = boundOf(key);
    return t(`inventory.bounds.${key}`, { min: isolateLtr(min), max: isolateLtr(max) });
  };
  const toastText = (key: InventoryToastKey) => t(`inventory.toasts.${key}`);
  const fromServer = (error: unknown): string => {
    const failure = describeApiError(error);
    if (failure.status === null || !failure.message) return t('errors.generic');
    const known = inventoryMessageOf(failure.message);
    if (!known) return failure.message;
    const values = Object.fromEntries(Object.entries(known.values).map(([name, value]) => [name, isolateLtr(value)]));
    return t(`inventory.messages.${known.key}`, values);
  };
  /** "Failed to save inventory: <the server's message>". */
  const failed = (key: 'saveFailed' | 'bulkFailed' | 'deleteFailed', error: unknown) => `${toastText(key)} ${fromServer(error)}`;
  return { t, language: i18n.language, message, toastText, fromServer, failed };
}
