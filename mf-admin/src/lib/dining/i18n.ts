import { useTranslation } from '@trabzon/i18n';

/** The namespace of the admin's restaurant screens (restaurants, tables, availability); its texts are loaded by src/i18n.ts. */
export const ADMIN_DINING_NS = 'admin-dining';

export function useDiningText() {
  return useTranslation(ADMIN_DINING_NS);
}
