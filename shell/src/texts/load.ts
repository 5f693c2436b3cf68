import type { LanguageTexts } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/**
 * The texts every page needs (namespace shell) of one language, each language its own chunk: a first
 * visit downloads only the language it shows. The home, account, bookings and checkout namespaces
 * come with the screens that use them (features/account/texts.ts and the like).
 */
export function loadShellTexts(language: Language): Promise<LanguageTexts> {
  switch (language) {
    case 'tr':
      return import(/* webpackChunkName: "texts-tr" */ './tr').then((module) => module.default);
    case 'ar':
      return import(/* webpackChunkName: "texts-ar" */ './ar').then((module) => module.default);
    default:
      return import(/* webpackChunkName: "texts-en" */ './en').then((module) => module.default);
  }
}
