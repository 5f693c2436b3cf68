import type { Lang } from '../../lib/lang';

/**
 * The words of a booking's price lines in the customer's language: the checkout shows them (and
 * "× quantity") as they are, and the booking keeps them, as its e-mails are in that language too.
 */
const LINES = {
  night: { en: '{name}, night of {date}', tr: '{name}, {date} gecesi', ar: '{name}، ليلة {date}' },
  perPerson: { en: '{name}, per person', tr: '{name}, kişi başı', ar: '{name}، للشخص الواحد' },
  perDay: { en: '{name}, per day', tr: '{name}, günlük', ar: '{name}، لليوم الواحد' },
  table: {
    en: '{name}: table for {party}, {date} {time}',
    tr: '{name}: {party} kişilik masa, {date} {time}',
    ar: '{name}: طاولة لـ {party} أشخاص، {date} {time}',
  },
  taxiBase: { en: 'Taxi base fare', tr: 'Taksi açılış ücreti', ar: 'أجرة التاكسي الأساسية' },
  taxiDistance: { en: 'Taxi, {km} km at {rate}/km', tr: 'Taksi, {km} km, km başına {rate}', ar: 'تاكسي، {km} كم بسعر {rate} للكيلومتر' },
  baseFare: { en: 'Base fare, {route}', tr: 'Temel ücret, {route}', ar: 'الأجرة الأساسية، {route}' },
  taxes: { en: 'Taxes and fees', tr: 'Vergiler ve harçlar', ar: 'الضرائب والرسوم' },
} as const satisfies Record<string, Record<Lang, string>>;

export type LineKey = keyof typeof LINES;

const DAY_LOCALES: Record<Lang, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar' };
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) as the language writes it ("Dec 10, 2026", "10 Ara 2026"), as the pages do. */
function dayText(day: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DAY_LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** A price line's label; a `date` value is written as the language writes days. */
export function lineLabel(key: LineKey, lang: Lang, values: Record<string, string | number> = {}): string {
  return LINES[key][lang].replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) return '';
    return name === 'date' ? dayText(String(value), lang) : String(value);
  });
}
