import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The dashboard's chart and lists (namespace `adminDashboard`). */
export function registerDashboardTranslations(): void {
  addTranslations('adminDashboard', { en, tr, ar });
}
