import { describeApiError } from '@trabzon/api-client';
import { isolateLtr, useTranslation } from '@trabzon/i18n';
import { boundOf, isBoundKey } from './model/bounds';
import { inventoryMessageOf, type InventoryFormMessage, type InventoryMessageKey, type InventoryToastKey } from './model/messages';

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
  /** One of the API's texts with the numbers it carried, each kept left to right inside the sentence. */
  const known = ({ key, values }: { key: InventoryMessageKey; values: Record<string, string> }): string =>
    t(`inventory.messages.${key}`, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolateLtr(value)])));
  const fromServer = (error: unknown): string => {
    const failure = describeApiError(error);
    if (failure.status === null || !failure.message) return t('errors.generic');
    const refusal = inventoryMessageOf(failure.message);
    return refusal ? known(refusal) : failure.message;
  };
  /** "Failed to save inventory: <the server's message>". */
  const failed = (key: 'saveFailed' | 'bulkFailed' | 'deleteFailed', error: unknown) => `${toastText(key)} ${fromServer(error)}`;
  return { t, language: i18n.language, message, known, toastText, fromServer, failed };
}
