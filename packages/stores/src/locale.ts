import { create } from 'zustand';
import { storage } from './storage';

export const LANGUAGES = ['tr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'preferred-language';
/** Older key the spec also writes; kept in step for anything that still reads it. */
export const LEGACY_LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function initialLanguage(): Language {
  const stored = storage.get(LANGUAGE_STORAGE_KEY) ?? storage.get(LEGACY_LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

interface LocaleState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The site's default language (Settings → General) for a visitor who never chose one: applied
 * without storing it, so their own later choice still wins and a new default reaches them.
 */
export function adoptSiteDefaultLanguage(language: unknown): void {
  if (!isLanguage(language)) return;
  const stored = storage.get(LANGUAGE_STORAGE_KEY) ?? storage.get(LEGACY_LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return;
  useLocaleStore.setState({ language });
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  language: initialLanguage(),
  setLanguage: (language) => {
    storage.set(LANGUAGE_STORAGE_KEY, language);
    storage.set(LEGACY_LANGUAGE_STORAGE_KEY, language);
    set({ language });
  },
}));
