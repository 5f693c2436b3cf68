/**
 * The words of a booking's price lines in each language. The API writes a line's `label` in the
 * customer's language (the checkout and the e-mails show it as it is) and keeps its `parts`, so a
 * page in another language writes the line again in its own (`lineText`). Pure, no imports:
 * `import { lineText } from '@trabzon/contracts/line-labels'`.
 */
export const LINE_LABELS = {
  night: { en: '{name}, night of {date}', tr: '{name}, {date} gecesi', ar: '{name}، ليلة {date}' },
  perPerson: { en: '{name}, per person', tr: '{name}, kişi başı', ar: '{name}، للشخص الواحد' },
  perDay: { en: '{name}, per day', tr: '{name}, günlük', ar: '{name}، لليوم الواحد' },
  table: {
    en: '{name}: table for {party}, {date} {time}',
    tr: '{name}: {party} kişilik masa, {date} {time}',
    ar: '{name}: طاولة لـ {party} أشخاص، {date} {time}',
  },
  trip: { en: '{name}', tr: '{name}', ar: '{name}' },
  taxiBase: { en: 'Taxi base fare', tr: 'Taksi açılış ücreti', ar: 'أجرة التاكسي الأساسية' },
  taxiDistance: { en: 'Taxi, {km} km at {rate}/km', tr: 'Taksi, {km} km, km başına {rate}', ar: 'تاكسي، {km} كم بسعر {rate} للكيلومتر' },
  baseFare: { en: 'Base fare, {route}', tr: 'Temel ücret, {route}', ar: 'الأجرة الأساسية، {route}' },
  taxes: { en: 'Taxes and fees', tr: 'Vergiler ve harçlar', ar: 'الضرائب والرسوم' },
} as const satisfies Record<string, Record<LineLanguage, string>>;

export type LineLanguage = 'en' | 'tr' | 'ar';
export type LineKey = keyof typeof LINE_LABELS;

/**
 * What a price line says, in no language yet: its kind, its values (a `date` is YYYY-MM-DD) and the
 * name it is about, by language (the catalogue's names) or as one text (a supplier's).
 */
export interface LineParts {
  key: LineKey;
  values?: Record<string, string | number>;
  name?: string | Partial<Record<LineLanguage, string>>;
}

const DAY_LOCALES: Record<LineLanguage, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar' };
const dayFormats = new Map<LineLanguage, Intl.DateTimeFormat>();
/**
 * Days already written, by language and day: formatting one costs a few microseconds, and a
 * booking writes its nights' lines more than once (its label, its e-mails). Bookable days are a
 * few hundred, so the map is small; it is emptied should it ever grow past DAY_TEXTS_KEPT.
 */
const dayTexts = new Map<string, string>();
const DAY_TEXTS_KEPT = 5000;

const isLineLanguage = (language: string): language is LineLanguage => language in DAY_LOCALES;

/** A day (YYYY-MM-DD) as the language writes it ("Dec 10, 2026", "10 Ara 2026"), as the pages do. */
function dayText(day: string, language: LineLanguage): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const key = `${language}|${day}`;
  const written = dayTexts.get(key);
  if (written !== undefined) return written;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DAY_LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  const text = format.format(new Date(`${day}T12:00:00Z`));
  if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
  dayTexts.set(key, text);
  return text;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it, as the pages do ("1.10" / "1,10"): a `rate` as a price in
 * USD, laid out left to right as one unit in Arabic (as @trabzon/i18n's formatPrice); a `km` with
 * one decimal at most. A value stored as text (older bookings: "$1.10") is kept as it is.
 */
function numberText(name: string, value: number, language: LineLanguage): string {
  const key = `${name}|${language}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      name === 'rate' ? { style: 'currency', currency: 'USD', maximumFractionDigits: 2 } : { maximumFractionDigits: 1 };
    format = new Intl.NumberFormat(DAY_LOCALES[language], options);
    numberFormats.set(key, format);
  }
  const text = format.format(value);
  return language === 'ar' ? `\u2066${text}\u2069` : text;
}

/** How a route's places are kept in one text (a flight's fare line stores "TZX → IST → TZX"). */
const ROUTE_SEPARATOR = ' → ';

/**
 * Places as a route in the reading direction of `language`, as RouteText (@trabzon/ui) draws it on
 * pages: "TZX → IST"; in Arabic each place isolated and the arrow pointing left, so the first place
 * stands at the right ("⁨TZX⁩ ← ⁨IST⁩"), whatever script the names are in.
 */
export function routeText(places: readonly string[], language: string): string {
  return language === 'ar' ? places.map((place) => `\u2068${place}\u2069`).join(` ${routeArrow(language)} `) : places.join(ROUTE_SEPARATOR);
}

/** The arrow between a route's places, pointing the way `language` reads: "←" in Arabic, else "→". */
export const routeArrow = (language: string): '←' | '→' => (language === 'ar' ? '←' : '→');

/**
 * A price line's label in `language`: a `date` value is written as the language writes days, a
 * number as it writes numbers (a `rate` as a price), a `route` in the language's reading direction.
 */
export function lineLabel(key: LineKey, language: LineLanguage, values: Record<string, string | number> = {}): string {
  return LINE_LABELS[key][language].replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) return '';
    if (name === 'date') return dayText(String(value), language);
    if (name === 'route') return routeText(String(value).split(ROUTE_SEPARATOR), language);
    return typeof value === 'number' ? numberText(name, value, language) : value;
  });
}

/** The label of parts in `language`: the name in that language, else in English, else any. */
export function labelOfParts(parts: LineParts, language: LineLanguage): string {
  const { name } = parts;
  const named =
    typeof name === 'string' ? name : name ? (name[language] ?? name.en ?? Object.values(name).find((text) => Boolean(text))) : undefined;
  return lineLabel(parts.key, language, { ...parts.values, ...(named !== undefined ? { name: named } : {}) });
}

/**
 * A booking's price line as a page in `language` shows it: written again from its parts when the
 * API kept them and knows the key, else its stored label (older bookings, other languages).
 */
export function lineText(item: { label: string; parts?: { key: string } & Omit<LineParts, 'key'> }, language: string): string {
  const { parts } = item;
  if (!parts || !(parts.key in LINE_LABELS) || !isLineLanguage(language)) return item.label;
  return labelOfParts(parts as LineParts, language);
}
