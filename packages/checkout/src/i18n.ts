import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The checkout's texts, in their own namespace; added once to the page's i18next instance. */
export const CHECKOUT_NS = 'checkout';
addTranslations(CHECKOUT_NS, { en, tr, ar });
