import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/** The flights screen's own i18next namespace. */
export const FLIGHTS_NS = 'flights';

addTranslations(FLIGHTS_NS, { en, tr, ar });
