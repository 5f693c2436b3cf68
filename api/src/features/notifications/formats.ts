import { AGENCY_TIME_ZONE } from '@trabzon/dates';
import { LOCALES, renderTemplate, type Lang, type PluralForms } from './templates';

/**
 * The e-mails' Intl formatters, each made at its first use and kept: building one costs 100–170 µs
 * and the booking e-mails are written on the path of every booking (three a confirmation e-mail).
 * Keys are a language and, for money, a currency: a handful in all.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/** "TRY 1,234.50" in the e-mail's language. */
export function formatMoney(cents: number, currency: string, lang: Lang): string {
  const format = kept(`money ${lang} ${currency}`, () => new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }));
  return format.format(cents / 100);
}

/** A calendar day ("2026-12-01") as the guest reads it, with no time zone shift. */
export function formatDay(date: string, lang: Lang): string {
  const format = kept(`day ${lang}`, () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** An instant as date and time in Istanbul (a hold's lapse time), on the 24-hour clock as the services' times are. */
export function formatIstanbulTime(iso: string, lang: Lang): string {
  const format = kept(
    `istanbul ${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: AGENCY_TIME_ZONE }),
  );
  return format.format(new Date(iso));
}

/** "4 guests", "ضيفان": the form of `count`'s plural category in the e-mail's language, the number as it writes numbers. */
export function formatCount(count: number, forms: PluralForms, lang: Lang): string {
  const category = kept(`plural ${lang}`, () => new Intl.PluralRules(LOCALES[lang])).select(count);
  const number = kept(`count ${lang}`, () => new Intl.NumberFormat(LOCALES[lang])).format(count);
  return renderTemplate(forms[category] ?? forms.other, { count: number });
}
