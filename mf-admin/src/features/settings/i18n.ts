import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The settings screen's texts (namespace `adminSettings`). */
export function registerSettingsTranslations(): void {
  addTranslations('adminSettings', { en, tr, ar });
}
