import type { FastifyRequest } from 'fastify';
import { trimText } from '@trabzon/contracts';
import type { Translated } from '../db/schema/common';

/** The languages of the site; stored texts have English and may have the other two. */
export type Lang = 'en' | 'tr' | 'ar';

/** The language asked for by `?lang=`; anything else (or nothing) is English. */
export function langOf(value: unknown): Lang {
  return value === 'tr' || value === 'ar' ? value : 'en';
}

/** The text in `lang`, English when that language lacks it (or is blank). */
export function pick(text: Translated | null | undefined, lang: Lang): string {
  if (!text) return '';
  const value = text[lang];
  return value && value.trim() ? value : text.en;
}

/** Admin input (a plain string is English) to the stored form, trimmed, blanks dropped. */
export function toTranslated(input: string | { en: string; tr?: string; ar?: string }): Translated {
  if (typeof input === 'string') return { en: trimText(input) };
  const out: Translated = { en: trimText(input.en) };
  // A translation of only spaces or invisible characters is none: that language falls back to English.
  for (const lang of ['tr', 'ar'] as const) {
    const text = trimText(input[lang] ?? '');
    if (text) out[lang] = text;
  }
  return out;
}

/** The interface language of the request (`lang` query parameter), English when absent or unknown. */
export function languageOf(request?: FastifyRequest): Lang {
  return langOf((request?.query as Record<string, unknown> | undefined)?.lang);
}

/**
 * A booking's names in Turkish and Arabic, stored in its details as `localizedNames` beside the
 * English ones, so My bookings and the back office show them in the reader's language
 * (contracts/booking-service reads them). A name that has no translation is left out.
 */
export function localizedNames(names: Record<string, Translated>): Partial<Record<'tr' | 'ar', Record<string, string>>> {
  const out: Partial<Record<'tr' | 'ar', Record<string, string>>> = {};
  for (const lang of ['tr', 'ar'] as const) {
    const entries = Object.entries(names).flatMap(([field, text]) => (text[lang]?.trim() ? [[field, text[lang]!.trim()]] : []));
    if (entries.length > 0) out[lang] = Object.fromEntries(entries);
  }
  return out;
}
