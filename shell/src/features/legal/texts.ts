import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The legal namespace (the policies, about 6 kB gzipped a language), one language at a time and
 * only with the legal pages, which export it as `ready`, awaited before they render.
 */
export const legalTextsReady = addNamespaceLoader('legal', (language: Language) => {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-legal-tr" */ './locales/tr.json');
    case 'ar':
      return import(/* webpackChunkName: "texts-legal-ar" */ './locales/ar.json');
    default:
      return import(/* webpackChunkName: "texts-legal-en" */ './locales/en.json');
  }
});
