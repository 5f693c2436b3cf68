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

/**
 * A check's errors (`(t) => { field: t(key, values) }`) as one Words per refused field. The check runs
 * once, with a `t` that notes the key and values it is asked to say instead of saying them; each
 * field's words then say its own with the `t` of each render. Each error must be one `t` call's text,
 * as the account checks' are.
 */
export function fieldWords<F extends string>(check: (t: TFunction) => Partial<Record<F, string>>): Partial<Record<F, Words>> {
  const noted: Words[] = [];
  const note = ((key: string, values?: Record<string, unknown>) => String(noted.push(wordsOf(key, values)) - 1)) as unknown as TFunction;
  const found: Partial<Record<F, Words>> = {};
  for (const [field, index] of Object.entries(check(note)) as [F, string | undefined][]) {
    if (index !== undefined) found[field] = noted[Number(index)];
  }
  return found;
}
