import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The bookings namespace, one language at a time and only with the bookings pages, not in the texts
 * every first visit downloads. Resolves once the active language is there: the pages export it as
 * `ready`, awaited before they render.
 */
export const bookingsTextsReady = addNamespaceLoader('bookings', (language: Language) => {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-bookings-tr" */ './locales/tr.json');
    case 'ar':
      return import(/* webpackChunkName: "texts-bookings-ar" */ './locales/ar.json');
    default:
      return import(/* webpackChunkName: "texts-bookings-en" */ './locales/en.json');
  }
});
