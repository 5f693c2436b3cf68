import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The back-office frame's texts (namespace `adminLayout`). */
export function registerLayoutTranslations(): void {
  addTranslations('adminLayout', { en, tr, ar });
}
