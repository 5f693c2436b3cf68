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

/**
 * A list typed one item per line in each language, paired by line (trimmed; lines blank in every
 * language dropped). Null when a line has a translation but no English: it would be lost.
 */
export function alignedLines(values: TranslatedValues): TranslatedValues[] | null {
  const lines = Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, values[l].split(/\r?\n/).map((s) => s.trim())])) as Record<
    TextLanguage,
    string[]
  >;
  const count = Math.max(...TEXT_LANGUAGES.map((l) => lines[l].length));
  const items: TranslatedValues[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = { en: lines.en[index] ?? '', tr: lines.tr[index] ?? '', ar: lines.ar[index] ?? '' };
    if (!item.en && !item.tr && !item.ar) continue;
    if (!item.en) return null;
    items.push(item);
  }
  return items;
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
