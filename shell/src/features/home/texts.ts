import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The home namespace, one language at a time and only with the home page, not in the texts every
 * first visit downloads. Resolves once the active language is there: the home page exports it as
 * `ready`, awaited before it renders (on `/`, boot awaits it before the first render).
 */
export const homeTextsReady = addNamespaceLoader('home', (language: Language) => {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-home-tr" */ './locales/tr.json');
    case 'ar':
      return import(/* webpackChunkName: "texts-home-ar" */ './locales/ar.json');
    default:
      return import(/* webpackChunkName: "texts-home-en" */ './locales/en.json');
  }
});
