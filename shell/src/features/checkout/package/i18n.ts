import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export const PACKAGE_CHECKOUT_NS = 'checkoutPackage';
addTranslations(PACKAGE_CHECKOUT_NS, { en, tr, ar });
