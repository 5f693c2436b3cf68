import { describeApiError } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { inventoryMessageKey, type InventoryMessageKey, type InventoryToastKey } from './model/messages';

/**
 * The inventory screen's texts: the spec's messages through their translation keys; a server
 * message that is not one of them is shown in English as it came.
 */
export function useInventoryText() {
  const { t, i18n } = useTranslation('admin');
  const message = (key: InventoryMessageKey | undefined): string | null => (key ? t(`inventory.messages.${key}`) : null);
  const toastText = (key: InventoryToastKey) => t(`inventory.toasts.${key}`);
  const fromServer = (error: unknown): string => {
    const failure = describeApiError(error);
    if (failure.status === null || !failure.message) return t('errors.generic');
    const key = inventoryMessageKey(failure.message);
    return key ? t(`inventory.messages.${key}`) : failure.message;
  };
  /** "Failed to save inventory: <the server's message>". */
  const failed = (key: 'saveFailed' | 'bulkFailed' | 'deleteFailed', error: unknown) => `${toastText(key)} ${fromServer(error)}`;
  return { t, language: i18n.language, message, toastText, fromServer, failed };
}
