import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export function registerCheckoutPageTranslations(): void {
  addTranslations('checkoutPage', { en, tr, ar });
}
