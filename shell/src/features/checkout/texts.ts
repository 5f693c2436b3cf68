import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The checkout page's namespace (checkoutPage), one language at a time and only with /booking, not in
 * the texts every first visit downloads. Resolves once the active language is there: the page exports
 * it as `ready`, awaited before it renders.
 */
export const checkoutTextsReady = addNamespaceLoader('checkoutPage', (language: Language) => {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-checkout-tr" */ './locales/tr.json');
    case 'ar':
      return import(/* webpackChunkName: "texts-checkout-ar" */ './locales/ar.json');
    default:
      return import(/* webpackChunkName: "texts-checkout-en" */ './locales/en.json');
  }
});
