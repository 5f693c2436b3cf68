import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The admin bookings screen's texts (namespace `adminBookings`). */
export function registerBookingsTranslations(): void {
  addTranslations('adminBookings', { en, tr, ar });
}
