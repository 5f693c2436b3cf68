import type { Language } from '@trabzon/stores';

/**
 * Each language under its own name (an autonym), so a visitor can find theirs whatever the page's
 * language is. Not translated on purpose.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  ar: 'العربية',
};
