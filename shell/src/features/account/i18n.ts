import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The account feature's texts live in their own i18next namespace, `account`. */
export const ACCOUNT_NS = 'account';

export function registerAccountTranslations(): void {
  addTranslations(ACCOUNT_NS, { en, tr, ar });
}
