import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, useLocaleStore, type Language } from '@trabzon/stores';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export { useTranslation, Trans } from 'react-i18next';

/** Translations of one namespace in every supported language: the same keys in each. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

/** The page's single i18next instance; remotes add their namespace to it, never create another. */
export const i18n = i18next.createInstance();

function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

let started: Promise<unknown> | null = null;
/** Namespaces added before init (modules call addTranslations when imported); applied by init. */
const pending: [string, NamespaceResources][] = [];

/** Starts i18n once (the shell, or a remote running alone); later calls return the same promise. */
export function initI18n(): Promise<unknown> {
  if (started) return started;
  const language = useLocaleStore.getState().language;
  const resources: Resource = {
    en: { common: en },
    tr: { common: tr },
    ar: { common: ar },
  };
  for (const [namespace, texts] of pending.splice(0)) {
    for (const [lang, bundle] of Object.entries(texts)) (resources[lang] ??= {})[namespace] = bundle as Record<string, string>;
  }
  started = i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['tr', 'en', 'ar'],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  useLocaleStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    void i18n.changeLanguage(state.language);
    applyDocumentLanguage(state.language);
  });
  return started;
}

/**
 * Adds (or replaces) one namespace's texts in every language. Safe before init: i18next only gets
 * its store methods in init(), so earlier calls are kept and handed to init.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  if (!i18n.isInitialized && !started) {
    pending.push([namespace, resources]);
    return;
  }
  for (const [language, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

export { formatPrice, formatDate, formatDateTime, formatCountry, setDisplayTimeZone } from './format';
