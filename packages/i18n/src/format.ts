import { i18n } from './index';

const LOCALES: Record<string, string> = { tr: 'tr-TR', en: 'en-US', ar: 'ar' };

/** The zone dates are shown in: the site's time zone (Settings → General), Istanbul until told. */
let displayTimeZone = 'Europe/Istanbul';

export function setDisplayTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    displayTimeZone = timeZone;
  } catch {
    /* an unknown zone keeps the current one */
  }
}
const localeOf = (language?: string) => LOCALES[language ?? i18n.language] ?? 'en-US';

/** A price in the site's currency (USD), in the active language's number style. */
export function formatPrice(amount: number, language?: string, currency = 'USD'): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
}

/** A calendar date (YYYY-MM-DD or ISO) written out for the reader, without time-zone drift. */
export function formatDate(value: string, language?: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: displayTimeZone, ...options }).format(date);
}

export function formatDateTime(value: string, language?: string): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}
