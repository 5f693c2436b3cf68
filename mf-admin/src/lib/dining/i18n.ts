import { addTranslations, useTranslation } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The namespace of the admin's restaurant screens (restaurants, tables, availability). */
export const ADMIN_DINING_NS = 'admin-dining';

addTranslations(ADMIN_DINING_NS, { en, tr, ar });

export function useDiningText() {
  return useTranslation(ADMIN_DINING_NS);
}
