import type { TFunction } from 'i18next';

/**
 * A message kept as the way to say it, not as finished text: each render says it with that
 * render's `t`, so a message shown before a language switch is then shown in the new language.
 */
export type Words = (t: TFunction) => string;

/** A form's message: its tone and its words. */
export interface FormNotice {
  tone: 'error' | 'success';
  words: Words;
}

/** The words of one key of the account texts. */
export const wordsOf =
  (key: string, values?: Record<string, unknown>): Words =>
  (t) =>
    t(key, values);
