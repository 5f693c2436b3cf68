import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The admin users screen's texts (namespace `adminUsers`). */
export function registerUsersTranslations(): void {
  addTranslations('adminUsers', { en, tr, ar });
}
