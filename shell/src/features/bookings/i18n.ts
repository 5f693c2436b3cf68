import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export const BOOKINGS_NS = 'bookings';

export function registerBookingsTranslations(): void {
  addTranslations(BOOKINGS_NS, { en, tr, ar });
}
