/**
 * How a day is typed in each language: pure functions, so they are unit tested.
 * English (en-US) writes MM/DD/YYYY, Turkish DD.MM.YYYY, Arabic DD/MM/YYYY (Latin digits, left to
 * right). Every language also accepts ISO YYYY-MM-DD, what a pasted value usually is.
 */
import { isIsoDate } from '@trabzon/dates';

type Order = 'dmy' | 'mdy';

interface DayTextFormat {
  order: Order;
  separator: string;
}

const FORMATS: Record<string, DayTextFormat> = {
  en: { order: 'mdy', separator: '/' },
  tr: { order: 'dmy', separator: '.' },
  ar: { order: 'dmy', separator: '/' },
};

function formatOf(language: string): DayTextFormat {
  return FORMATS[language] ?? FORMATS.en ?? { order: 'mdy', separator: '/' };
}

/** An ISO day as the language writes it ('' for ''; anything not a day is returned unchanged). */
export function formatDayText(day: string, language: string): string {
  if (!isIsoDate(day)) return day;
  const [year, month, date] = day.split('-');
  const { order, separator } = formatOf(language);
  return (order === 'dmy' ? [date, month, year] : [month, date, year]).join(separator);
}

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits become 0–9; direction marks and spaces at the ends go. */
function normalize(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim();
}

function toIso(year: string, month: string, day: string): string | null {
  if (year.length !== 4) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * The ISO day a typed or pasted text denotes, or null when it is not a whole, real day.
 * Accepts the language's order with '.', '/', '-' or spaces between the parts (one-digit day and
 * month, four-digit year: '07/09/20' is not yet a day while 2026 is being typed), eight digits in a row in the language's order, and ISO YYYY-MM-DD.
 */
export function parseDayText(text: string, language: string): string | null {
  const value = normalize(text);
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(value);
  if (iso) return toIso(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  let parts: string[];
  if (/^\d{8}$/.test(value)) parts = [value.slice(0, 2), value.slice(2, 4), value.slice(4)];
  else {
    parts = value.split(/\s*[./\-\s]\s*/);
    if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  }
  const [first = '', second = '', year = ''] = parts;
  if (first.length > 2 || second.length > 2) return null;
  return formatOf(language).order === 'dmy' ? toIso(year, second, first) : toIso(year, first, second);
}
