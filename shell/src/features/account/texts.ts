import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The account namespace, one language at a time and only with the screens that use it (the account
 * pages and the header's sign-in modal), not in the texts every first visit downloads. Resolves once
 * the active language is there: those screens export it as `ready`, awaited before they render.
 */
export const accountTextsReady = addNamespaceLoader('account', (language: Language) => {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-account-tr" */ './locales/tr.json');
    case 'ar':
      return import(/* webpackChunkName: "texts-account-ar" */ './locales/ar.json');
    default:
      return import(/* webpackChunkName: "texts-account-en" */ './locales/en.json');
  }
});
