import { addTranslations } from '@trabzon/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';
import { STAY_REFUSALS } from './stay-refusals';

/** The checkout's texts, in their own namespace; added once to the page's i18next instance. */
export const CHECKOUT_NS = 'checkout';

/** A stay's refusals (`refusals.stay`) come from the set the hotel pages use too. */
const withStay = (texts: typeof en | typeof tr | typeof ar, language: keyof typeof STAY_REFUSALS) => ({
  ...texts,
  refusals: { ...texts.refusals, stay: STAY_REFUSALS[language] },
});

/** The checkout's texts in each language, as the page has them. */
export const CHECKOUT_TEXTS = { en: withStay(en, 'en'), tr: withStay(tr, 'tr'), ar: withStay(ar, 'ar') };
addTranslations(CHECKOUT_NS, CHECKOUT_TEXTS);
