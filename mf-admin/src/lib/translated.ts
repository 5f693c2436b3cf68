import type { Translated } from '@trabzon/contracts';

/** The languages the API stores every catalogue text in. */
export const TEXT_LANGUAGES = ['en', 'tr', 'ar'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A translatable text as a form edits it: one string per language ('' for none). */
export type TranslatedValues = Record<TextLanguage, string>;

export const emptyTranslated = (): TranslatedValues => ({ en: '', tr: '', ar: '' });

export function fromTranslated(text: Translated | null | undefined): TranslatedValues {
  return { en: text?.en ?? '', tr: text?.tr ?? '', ar: text?.ar ?? '' };
}

/** The API's input form: trimmed, English required by the caller's validation; '' clears a language. */
export function toTranslatedInput(values: TranslatedValues): { en: string; tr: string; ar: string } {
  return { en: values.en.trim(), tr: values.tr.trim(), ar: values.ar.trim() };
}

export const isBlankTranslated = (values: TranslatedValues): boolean => TEXT_LANGUAGES.every((language) => values[language].trim() === '');

/** The text in `language`, English when that language has none. */
export function pickText(text: Translated | null | undefined, language: string): string {
  if (!text) return '';
  const value = (text as Record<string, string | undefined>)[language];
  return value && value.trim() ? value : text.en;
}

/** Lines of a textarea, trimmed, blanks dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A list typed with commas or line breaks, trimmed, each item once. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
