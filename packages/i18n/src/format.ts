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

/**
 * Intl formatters by their locale and options: building one costs far more than formatting with it,
 * and a list screen formats dozens of prices and dates with the same few.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let known = formatters.get(key) as T | undefined;
  if (!known) {
    known = create();
    formatters.set(key, known);
  }
  return known;
}

/**
 * Left-to-right isolate … pop isolate: the price is laid out as one unit, left to right, inside the
 * sentence around it. Not a first-strong isolate: Arabic's format starts with a right-to-left mark,
 * which made the isolate right-to-left and Chromium drew "$US 399.84".
 */
const ISOLATE_START = '\u2066';
const ISOLATE_END = '\u2069';

/** A number, date or code laid out left to right as one unit inside any sentence (Arabic's included). */
export function isolateLtr(text: string | number): string {
  return `${ISOLATE_START}${text}${ISOLATE_END}`;
}

/** A map point's latitude and longitude as a place name writes them: "41.00150, 39.71780". */
const COORDINATES = /-?\d+(?:\.\d+)?,\s*-?\d+(?:\.\d+)?/g;

/**
 * A place's name with a map point's coordinates isolated left to right: on an Arabic page
 * "نقطة على الخريطة 41.00150, 39.71780" otherwise shows them as "39.71780 ,41.00150". Only the
 * coordinates: the words around them keep the page's direction.
 */
export function isolateCoordinates(text: string): string {
  return text.replace(COORDINATES, (coordinates) => isolateLtr(coordinates));
}

/**
 * A price in the site's currency (USD), in the active language's own currency format: "$150.00"
 * in English, "$150,00" in Turkish, "150.00 US$" in Arabic. Arabic prices are wrapped in a
 * left-to-right isolate, so the right-to-left text around them never splits the amount from its
 * currency (which read as "$US 150.00").
 */
export function formatPrice(amount: number, language?: string, currency = 'USD'): string {
  const lang = language ?? i18n.language;
  const locale = localeOf(lang);
  const text = formatter(
    `price|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }),
  ).format(amount);
  return lang === 'ar' ? isolateLtr(text) : text;
}

/** A review average as the reader writes numbers, with one decimal: "4.0" in English, "4,0" in Turkish. */
export function formatRating(average: number, language?: string): string {
  const locale = localeOf(language);
  return formatter(`rating|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(
    Number.isFinite(average) ? average : 0,
  );
}

/** A measure (a distance in km, a factor) as the reader writes numbers: "6.7" in English, "6,7" in Turkish. */
export function formatDecimal(value: number, language?: string, maximumFractionDigits = 1): string {
  const locale = localeOf(language);
  return formatter(`decimal|${locale}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits })).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** A calendar date (YYYY-MM-DD or ISO) written out for the reader, without time-zone drift. */
export function formatDate(value: string, language?: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = localeOf(language);
  return formatter(
    `date|${locale}|${displayTimeZone}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: displayTimeZone, ...options }),
  ).format(date);
}

/**
 * An instant as date and time, on the 24-hour clock in every language: the services' own times
 * (a check-in at 14:00, a flight at 09:10, a pickup) are written so, and a booking's deadline beside
 * them must read the same way ("Dec 9, 2026, 14:30", not "2:30 PM").
 */
export function formatDateTime(value: string, language?: string, { withZone = false }: { withZone?: boolean } = {}): string {
  const text = formatDate(value, language, DATE_TIME);
  return withZone && text !== value ? `${text} ${zoneName(value, language)}` : text;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };

/**
 * The display zone's short name in the reader's language ("GMT+3", "غرينتش+3"), for a deadline read by
 * someone who may be elsewhere: "Nov 26, 2026, 23:23 GMT+3". Added after the date and time, which
 * keep the page's own style (dateStyle cannot name the zone; spelled out, the date took another style).
 */
function zoneName(value: string, language?: string): string {
  const locale = localeOf(language);
  const parts = formatter(
    `zone|${locale}|${displayTimeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: displayTimeZone, timeZoneName: 'short' }),
  ).formatToParts(new Date(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** English names the data may carry that the browser's region list spells otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  turkey: 'TR',
  'united states of america': 'US',
  usa: 'US',
  uk: 'GB',
  'great britain': 'GB',
};

let englishNames: Map<string, string> | null = null;

/** Region code of an English country name ("Turkey" → TR), from the browser's own region names. */
function codeOfEnglishName(name: string): string | null {
  const key = name.trim().toLocaleLowerCase('en');
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key];
  if (!englishNames) {
    englishNames = new Map();
    try {
      const names = new Intl.DisplayNames(['en'], { type: 'region' });
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const a of letters) {
        for (const b of letters) {
          const code = a + b;
          const english = names.of(code);
          if (english && english !== code) englishNames.set(english.toLocaleLowerCase('en'), code);
        }
      }
    } catch {
      // No region names in this browser: names stay as they are.
    }
  }
  return englishNames.get(key) ?? null;
}

/**
 * A country in the reader's language: an ISO code ("TR") or an English name ("Turkey") becomes
 * "Türkiye" / "Türkiye" / "تركيا"; anything unknown is shown as it is.
 */
export function formatCountry(country: string, language?: string): string {
  const code = /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : codeOfEnglishName(country);
  if (!code) return country;
  try {
    return new Intl.DisplayNames([localeOf(language), 'en'], { type: 'region' }).of(code) ?? country;
  } catch {
    return country;
  }
}

/**
 * The Arabic names of the places in and around the agency's region, by their Turkish name (the
 * spelling staff type and English pages use). Turkish and English pages show the Turkish name.
 */
const ARABIC_PLACE_NAMES: Record<string, string> = {
  trabzon: 'طرابزون',
  uzungöl: 'أوزنجول',
  ayder: 'أيدر',
  maçka: 'ماتشكا',
  sumela: 'سوميلا',
  rize: 'ريزه',
  hamsiköy: 'هامسي كوي',
  zigana: 'زيغانا',
  çamlıhemşin: 'تشاملي همشين',
  akçaabat: 'أكتشا آباد',
  sürmene: 'سورمنه',
  of: 'أوف',
  çaykara: 'تشايكارا',
  yomra: 'يومرا',
  araklı: 'أراكلي',
  pazar: 'بازار',
  ardeşen: 'أردشن',
  fındıklı: 'فندكلي',
  hopa: 'هوبا',
  artvin: 'أرتفين',
  giresun: 'غيرسون',
  ordu: 'أوردو',
  samsun: 'سامسون',
  gümüşhane: 'غوموشهانه',
  bayburt: 'بايبورت',
  istanbul: 'إسطنبول',
  // "Istanbul" as English writes it, lowercased the Turkish way.
  ıstanbul: 'إسطنبول',
  ankara: 'أنقرة',
};

/** Airlines whose own spelling is not each word capitalised. */
const AIRLINE_SPELLINGS: Record<string, string> = {
  SUNEXPRESS: 'SunExpress',
  AJET: 'AJet',
  EASYJET: 'easyJet',
  'KLM ROYAL DUTCH AIRLINES': 'KLM Royal Dutch Airlines',
};

/** Joining words a name keeps in lower case after its first word ("Ramada Plaza by Wyndham", "Otel ve Spa"). */
const NAME_JOINERS = new Set(['a', 'an', 'and', 'at', 'by', 'de', 'for', 'in', 'of', 'on', 'the', 've']);

/**
 * A name the provider writes in upper case ASCII (hotels, towns, airlines) as people write it:
 * "RAMADA PLAZA BY WYNDHAM" → "Ramada Plaza by Wyndham". Each word is capitalised, joining words
 * inside the name stay lower case. A name already in mixed case is its owner's own and stays.
 */
export function formatProviderName(text: string): string {
  const value = text.trim();
  if (value !== value.toUpperCase() || value === value.toLowerCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s\-/(.'])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=\s)(\p{L}+)(?=\s)/gu, (word: string) => (NAME_JOINERS.has(word.toLowerCase()) ? word.toLowerCase() : word));
}

/**
 * An airline's name as people write it (formatProviderName), except for airlines with a spelling of
 * their own ("SunExpress") and codes ("TK"), which stay as they are.
 */
export function formatAirline(name: string): string {
  const value = name.trim();
  if (/^[A-Z0-9]{2,3}$/.test(value)) return value;
  return AIRLINE_SPELLINGS[value] ?? formatProviderName(value);
}

/** A city or village in the reader's language where we know its name ("Uzungöl" → "أوزنجول"); any other as typed. */
export function formatCity(city: string, language?: string): string {
  if ((language ?? i18n.language) !== 'ar') return city;
  return ARABIC_PLACE_NAMES[city.trim().toLocaleLowerCase('tr')] ?? city;
}
