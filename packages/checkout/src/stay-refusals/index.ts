import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

/**
 * The words for the API's refusals of a hotel stay (`STAY_MESSAGES`' keys, plural forms counted by
 * `count`), one set for the checkout (`refusals.stay`) and the hotel pages (`apiErrors`). Its own
 * entry (`@trabzon/checkout/stay-refusals`) so a hotel page takes these few texts, not the checkout.
 */
export const STAY_REFUSALS = { en, tr, ar };
