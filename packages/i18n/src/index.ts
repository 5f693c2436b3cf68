import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, useLocaleStore, type Language } from '@trabzon/stores';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

export { useTranslation } from 'react-i18next';
export { Trans, type TransProps } from './Trans';

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

/** Texts of several namespaces in one language, e.g. `{ shell: {...}, home: {...} }`. */
export type LanguageTexts = Record<string, Record<string, unknown>>;
/** Loads one language's texts (typically a dynamic import, so each language is its own chunk). */
export type LanguageLoader = (language: Language) => Promise<LanguageTexts>;

/** Registered loaders, each with the languages it has loaded (or is loading). */
const loaders: { load: LanguageLoader; languages: Map<Language, Promise<void>> }[] = [];
/** Settles when i18next's store exists (texts can only be added from then on). */
let initialised: Promise<unknown> = Promise.resolve();

function addLanguageTexts(language: Language, texts: LanguageTexts): void {
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, true);
}

/** Loads `language` from every loader that has not loaded it yet; a failure is logged and retried next time. */
function loadLanguage(language: Language): Promise<void> {
  return Promise.all(
    loaders.map((loader) => {
      let loading = loader.languages.get(language);
      if (!loading) {
        loading = Promise.all([loader.load(language), initialised]).then(
          ([texts]) => addLanguageTexts(language, texts),
          (error: unknown) => {
            loader.languages.delete(language);
            console.error(`Texts for ${language} failed to load`, error);
          },
        );
        loader.languages.set(language, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** True when every loader has finished (or started) loading `language`, so switching to it needs no wait. */
const hasLanguage = (language: Language) => loaders.every((loader) => loader.languages.has(language));

async function start(language: Language): Promise<void> {
  const resources: Resource = {
    en: { common: en },
    tr: { common: tr },
    ar: { common: ar },
  };
  for (const [namespace, texts] of pending.splice(0)) {
    for (const [lang, bundle] of Object.entries(texts)) (resources[lang] ??= {})[namespace] = bundle as Record<string, string>;
  }
  initialised = i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['tr', 'en', 'ar'],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The active language's lazily loaded texts download while i18next starts.
  const loading = loadLanguage(language);
  await initialised;
  // Namespaces added while init ran.
  for (const [namespace, texts] of pending.splice(0)) addTranslations(namespace, texts);
  await loading;
}

/**
 * Starts i18n once (the shell, or a remote running alone); later calls return the same promise. It
 * resolves when the active language's texts are there, including those of `addTranslationLoader`.
 */
export function initI18n(): Promise<unknown> {
  if (started) return started;
  const language = useLocaleStore.getState().language;
  started = start(language);
  applyDocumentLanguage(language);
  useLocaleStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    const next = state.language;
    const apply = () => {
      // A later choice made while this language was loading wins.
      if (useLocaleStore.getState().language !== next) return;
      void i18n.changeLanguage(next);
      applyDocumentLanguage(next);
    };
    // Already loaded: switch at once (synchronously, as before); otherwise once its texts are here.
    if (hasLanguage(next)) apply();
    else void loadLanguage(next).then(apply);
  });
  return started;
}

/**
 * Adds (or replaces) one namespace's texts in every language. Safe before init: i18next only gets
 * its store methods in init(), so earlier calls are kept and handed to init.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  if (!i18n.isInitialized) {
    pending.push([namespace, resources]);
    return;
  }
  for (const [language, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

/**
 * Registers texts that are loaded one language at a time (e.g. `(language) => import(\`./texts/${language}\`)`),
 * so a first visit downloads only its own language. Registered before `initI18n`, the active
 * language is loaded before init resolves (so before the first render); the others when the visitor
 * switches to them (the switch waits for them). Registered later, the active language loads at once.
 */
export function addTranslationLoader(load: LanguageLoader): Promise<void> {
  const loader = { load, languages: new Map<Language, Promise<void>>() };
  loaders.push(loader);
  if (!started) return Promise.resolve();
  return started.then(() => loadLanguage(useLocaleStore.getState().language));
}

/**
 * One namespace's texts, one language at a time, from a module per language (a remote's
 * `(language) => import(\`./locales/${language}.json\`)`): addTranslationLoader for a single
 * namespace. Resolves once the active language is there. A remote exports this promise from its
 * exposed modules as `ready`, which the shell awaits before rendering them, so no screen shows its
 * keys for a moment; running standalone (imported before i18n starts), the texts load during init.
 */
export function addNamespaceLoader(
  namespace: string,
  load: (language: Language) => Promise<{ default: Record<string, unknown> }>,
): Promise<void> {
  return addTranslationLoader((language) => load(language).then((texts) => ({ [namespace]: texts.default })));
}

export {
  formatAirline,
  formatProviderName,
  formatPrice,
  formatDate,
  formatDateTime,
  formatCity,
  formatCountry,
  formatDecimal,
  formatRating,
  isolateCoordinates,
  isolateLtr,
  setDisplayTimeZone,
} from './format';
