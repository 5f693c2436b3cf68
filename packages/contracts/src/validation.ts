/**
 * Pure checks for the checkout forms, shared by the browser (instant feedback) and the API (the
 * rule that counts). No I/O, no dependencies: every function is safe to call on every keystroke.
 */

/** The texts of spec section 5 ("General messages", "Booking forms"). */
export const CHECKOUT_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  cardNumber: 'Please enter a valid card number',
  expiryDate: 'Please enter a valid expiry date (MM/YY)',
  expired: 'The card has expired',
  cvv: 'Please enter a valid CVV',
  paymentMethod: 'Please choose a payment method',
  paymentMethodUnavailable: 'This payment method is not available for this booking',
  dateOfBirth: 'Please enter a real date of birth',
  adultTraveller: 'The first traveller must be 18 or older on the day of departure',
  documentNumber: 'Enter the document number (5 to 20 letters and digits)',
  documentExpiry: 'The document must be valid on the day of travel',
  documentExpired: 'The document has expired',
  documentExpiryDate: 'Please enter a real expiry date',
  documentRepeated: 'Each traveller needs their own travel document',
  billingAddress: 'Enter the billing address',
  personName: 'Use letters only: spaces, hyphens, apostrophes and dots are fine',
  terms: 'You must agree to the terms and conditions',
} as const;

/**
 * Texts the API answers whatever it books or edits (a flight search, a car rental, an inventory
 * night...): one text for the same failure everywhere, which the screens can recognise.
 */
export const GENERAL_MESSAGES = {
  /** A date that is no real day (2027-02-30) or not written as one. */
  badDate: 'Please enter a valid date (YYYY-MM-DD)',
} as const;

/**
 * A booking field's `errorMessage` per failure (ajv-errors' form, which the bookings core reads):
 * `missing` when it is absent or empty, `invalid` when it is no text or too long (an id or a date no
 * screen sends, e.g. a pickup date of 99999-01-01), so neither is answered with the other's text.
 */
export const fieldMessages = (missing: string, invalid: string) =>
  ({ required: missing, minLength: missing, type: invalid, maxLength: invalid }) as const;

export const tooLongMessage = (max: number) => `Please use at most ${max} characters`;

/** The longest first, last or full name of a person the site keeps (accounts, checkout). */
export const PERSON_NAME_MAX = 100;
/**
 * A person's name (first, last or full: accounts, the checkout's contact, flight travellers): letters
 * of any script with their combining marks (İıŞşĞğ, عربي, é written e + U+0301), spaces, hyphens,
 * apostrophes (O'Brien, D’Angelo) and dots for initials ("J. R."); the joiners and direction marks
 * that Arabic and Persian names carry (U+200C–U+200F) are kept. At least one letter. No digits:
 * a digit in a name is a slip, and an airline refuses it. No emoji, symbols (★) or controls.
 * Checked on the trimmed name (trimText); a JSON Schema pattern, read with the u flag.
 */
export const PERSON_NAME = "^(?=[^\\p{L}]*\\p{L})[\\p{L}\\p{M} \\u00A0'\\u2019.\\-\\u2010\\u200C-\\u200F]+$";
const PERSON_NAME_RE = new RegExp(PERSON_NAME, 'u');
/** A name a person may have (PERSON_NAME), whatever the spaces and invisible characters at its ends. */
export const isValidPersonName = (value: string): boolean => PERSON_NAME_RE.test(trimText(value));

/** The longest password a form or the API takes (sign-in, a new and a current one). */
/**
 * One of the site's own pictures (`/images/…`), the only kind a registry's hero may name: the server
 * writes it into the page's HTML and the shell into its loading state.
 */
const SITE_IMAGE_PATH_RE = /^\/images\/(?!.*\.\.)[\w\-./]+$/;
export const isSiteImagePath = (value: unknown): value is string => typeof value === 'string' && SITE_IMAGE_PATH_RE.test(value);

export const PASSWORD_MAX_LENGTH = 256;
/** Largest decoded profile image accepted as a data: URL. */
export const PROFILE_IMAGE_MAX_BYTES = 300 * 1024;

/** The formats a profile photo may have: the API's `data:image/(png|jpeg|webp)` URLs. */
export type ProfileImageFormat = 'png' | 'jpeg' | 'webp';

const asciiBytes = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** A WebP file is a RIFF container ("RIFF", 4 bytes of size) whose form type is "WEBP". */
const RIFF_SIGNATURE = asciiBytes('RIFF');
const WEBP_FORM_TYPE = asciiBytes('WEBP');
const startsWithBytes = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

/**
 * The format a file's first bytes really are (its signature), or null: a text file renamed
 * fake.png is null, whatever its name or type says, and so is a buffer too short to hold one. The
 * API refuses a profile photo whose bytes are not the format its data: URL names; the profile page
 * labels a picked file with it. The first 12 bytes are enough.
 */
export function imageFormatOf(bytes: Uint8Array): ProfileImageFormat | null {
  if (startsWithBytes(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWithBytes(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWithBytes(bytes, RIFF_SIGNATURE) && startsWithBytes(bytes, WEBP_FORM_TYPE, 8)) return 'webp';
  return null;
}

/** The longest hotel stay one search or booking may cover, in nights: the API refuses more, the hotel screens keep to it. */
export const STAY_MAX_NIGHTS = 30;

/** The latest hotel check-in, in days from today (the other verticals' bookings open as far ahead): the API refuses later ones, the hotel date fields end there. */
export const STAY_MAX_DAYS_AHEAD = 365;

/**
 * The nights from today (today the first) a stay may reach: the latest check-in (STAY_MAX_DAYS_AHEAD
 * days ahead) for the longest stay (STAY_MAX_NIGHTS). A room type's inventory covers them all, or a
 * stay far ahead finds every room "not available".
 */
export const STAY_BOOKABLE_NIGHTS = STAY_MAX_DAYS_AHEAD + STAY_MAX_NIGHTS;

/** Length limits of the checkout fields. */
export const CHECKOUT_LIMITS = {
  name: PERSON_NAME_MAX,
  email: 254,
  phone: 30,
  cardName: 100,
  specialRequests: 1000,
} as const;

/** The shortest billing address a flight booking takes (trimmed). */
export const BILLING_ADDRESS_MIN = 5;
/** The longest billing address a flight booking keeps (the field stops there; the API refuses more). */
export const BILLING_ADDRESS_MAX = 300;

/** A travel document number as the API takes it: 5 to 20 letters and digits (every traveller's). */
export const DOCUMENT_NUMBER = '^[A-Za-z0-9]{5,20}$';
const DOCUMENT_NUMBER_RE = new RegExp(DOCUMENT_NUMBER);
export const isValidDocumentNumber = (value: string): boolean => DOCUMENT_NUMBER_RE.test(value.trim());

/** The oldest traveller a booking may name. */
export const MAX_TRAVELLER_AGE_YEARS = 120;

/**
 * The earliest and latest birth dates a traveller may have on `today` (YYYY-MM-DD, the agency's
 * day): none in the future, none over MAX_TRAVELLER_AGE_YEARS ago. Compare YYYY-MM-DD strings.
 */
export function birthDateLimits(today: string): { min: string; max: string } {
  return { min: `${Number(today.slice(0, 4)) - MAX_TRAVELLER_AGE_YEARS}${today.slice(4)}`, max: today };
}

/**
 * The age, in years on the day of departure, from which a traveller is an adult. Traveller 1 (the
 * contact, who agrees to the terms for everyone) must be one: no airline flies babies or children
 * alone on an online booking. CHECKOUT_MESSAGES.adultTraveller and the sites' texts say this number.
 */
export const ADULT_AGE_YEARS = 18;

/**
 * Whether someone born on `dateOfBirth` is ADULT_AGE_YEARS old on `day` (both YYYY-MM-DD). Someone
 * born on 29 February comes of age on 1 March in common years (their birthday is not yet on the 28th).
 */
export function isAdultOn(dateOfBirth: string, day: string): boolean {
  return dateOfBirth <= `${Number(day.slice(0, 4)) - ADULT_AGE_YEARS}${day.slice(4)}`;
}

/**
 * Passports are issued for 10 years at most and identity cards for about 15: an expiry further
 * ahead is a typing slip (9999-12-31), not a document.
 */
export const DOCUMENT_EXPIRY_MAX_YEARS = 20;

/** 'lapses': still valid today, but no longer on the day the last flight lands. */
export type DocumentExpiryCheck = 'valid' | 'invalid' | 'expired' | 'lapses';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not); no Date, whose years 0–99 mean 1900–1999. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/**
 * A travel document's expiry (YYYY-MM-DD) for a trip: airlines need it valid on the day the last
 * flight lands (`lastFlightDay`, that airport's date), and it is checked on `today` (the agency's
 * day). Not a real day, or more than DOCUMENT_EXPIRY_MAX_YEARS after the trip, is 'invalid'. The
 * browser and the API both decide with it; YYYY-MM-DD strings compare as days.
 */
export function checkDocumentExpiry(expiry: string, today: string, lastFlightDay: string): DocumentExpiryCheck {
  const from = lastFlightDay > today ? lastFlightDay : today;
  const latest = `${Number(from.slice(0, 4)) + DOCUMENT_EXPIRY_MAX_YEARS}${from.slice(4)}`;
  if (!isCalendarDay(expiry) || expiry > latest) return 'invalid';
  if (expiry < today) return 'expired';
  return expiry < lastFlightDay ? 'lapses' : 'valid';
}

export const PAYMENT_METHOD_VALUES = ['creditCard', 'payAtHotel'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'troy' | 'jcb' | 'diners' | 'unionpay' | 'maestro' | 'unknown';

/** The brands' own names, written the same in every language. */
const CARD_BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  troy: 'Troy',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** A stored card brand ("visa") as people read it ("Visa"); '' for none or an unknown one. */
export function cardBrandName(brand: string | null | undefined): string {
  return brand && brand in CARD_BRAND_NAMES ? CARD_BRAND_NAMES[brand as keyof typeof CARD_BRAND_NAMES] : '';
}

/** The digits of a card number as typed: spaces and dashes dropped; anything else is kept (and then fails). */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) checksum over a string of digits. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces and dashes allowed between them) that pass Luhn; no card number is all one digit (0000…). */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{12,19}$/.test(digits) && !/^(\d)\1+$/.test(digits) && luhnCheck(digits);
}

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The card network, from the leading digits (IIN ranges); 'unknown' when none matches. */
export function cardBrand(value: string): CardBrand {
  const d = normalizeCardNumber(value);
  if (!/^\d+$/.test(d)) return 'unknown';
  if (d.startsWith('9792')) return 'troy';
  if (/^3[47]/.test(d)) return 'amex';
  if (d.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(d) || prefixBetween(d, 4, 2221, 2720)) return 'mastercard';
  if (d.startsWith('6011') || d.startsWith('65') || prefixBetween(d, 3, 644, 649) || prefixBetween(d, 6, 622126, 622925)) {
    return 'discover';
  }
  if (prefixBetween(d, 4, 3528, 3589)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(d)) return 'diners';
  if (d.startsWith('62')) return 'unionpay';
  if (/^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(d)) return 'maestro';
  return 'unknown';
}

/** The last four digits, the only part of a card number anyone may keep. */
export function cardLast4(value: string): string {
  return normalizeCardNumber(value).slice(-4);
}

export type ExpiryCheck = 'valid' | 'invalid' | 'expired';

/** Cards more than this many years ahead are typing mistakes. */
const MAX_EXPIRY_YEARS_AHEAD = 20;

/**
 * An expiry date MM/YY (spaces around the slash allowed). A card is good through the last day of
 * its month, in the clock of `now` (the browser's local time, the server's time zone).
 */
export function checkExpiry(value: string, now: Date = new Date()): ExpiryCheck {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'expired';
  if (year > thisYear + MAX_EXPIRY_YEARS_AHEAD) return 'invalid';
  return 'valid';
}

/** Three or four digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** A pragmatic address check: one @, no spaces, a dot in the domain, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > CHECKOUT_LIMITS.email) return false;
  return /^[^\s@"'<>()[\],;:\\]+@[^\s@"'<>()[\],;:\\]+\.[^\s@"'<>()[\],;:\\.]{2,}$/.test(email) && !/\.\./.test(email);
}

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as 0–9: what an Arabic or Persian keyboard types. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** An optional leading +, then digits (any of westernDigits'), spaces, dashes and parentheses, with 7 to 15 digits in all. */
export function isValidPhone(value: string): boolean {
  const phone = westernDigits(value).trim();
  if (!/^\+?[\d\s\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * Replaces anything that looks like a card number (13 to 19 digits, optionally grouped by spaces
 * or dashes, passing Luhn) in free text, so a number typed into "special requests" is never kept.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(/\d(?:[ -]?\d){12,18}/g, (candidate) =>
    luhnCheck(candidate.replace(/[ -]/g, '')) ? '[card number removed]' : candidate,
  );
}

export interface CheckoutContactInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface CheckoutPaymentInput {
  method?: string;
  cardNumber?: string;
  cardName?: string;
  expiryDate?: string;
  cvv?: string;
}

export interface CheckoutInput {
  contact?: CheckoutContactInput | null;
  payment?: CheckoutPaymentInput | null;
  specialRequests?: string | null;
}

/** Field path → message, e.g. `{ "contact.email": "Please enter a valid email" }`; empty when all is well. */
export type FieldErrors = Record<string, string>;

export interface CheckoutOptions {
  now?: Date;
  /** The methods this kind of booking takes; both by default. */
  paymentMethods?: readonly PaymentMethodValue[];
}

/**
 * A character that does not show: a space, or an invisible format character (zero-width space and
 * joiners, word joiner, BOM, soft hyphen...). A text of only these is blank, though `trim()` keeps
 * the invisible ones. They stay allowed inside a text (joiners belong in Arabic and in emoji).
 */
const UNSEEN = '[\\s\\p{Cf}]';
/** The JSON Schema pattern of a text that must be filled in: one character that shows ("<field> is required"). */
export const NOT_BLANK = '[^\\s\\p{Cf}]';
/**
 * A path of this site ("/images/x.webp") or an http(s) URL: an image or a link. Not "//host" nor
 * "/\host": browsers read both as another host.
 */
export const SITE_PATH_OR_WEB_URL = '^(/(?![/\\\\])|https?://)';
/**
 * An image: a path under /images/, where the site serves every picture (the shipped ones and the
 * uploads, /images/uploads/), without ".." segments (nor "%2e%2e", which browsers read alike) or
 * backslashes; any other path of this site is a page, shown as a broken image. Or an https URL.
 * Not http://: the site's content policy (img-src) shows no image from another host over http.
 */
export const IMAGE_URL = '^(?:/images/(?!(?:[^?#]*/)?(?:\\.|%2[eE]){2}(?:[/?#]|$))[^\\\\\\s]+$|https://[^\\s]+$)';
/**
 * A slug: lower-case letters, digits and single dashes, and never the shape of an id (a UUID): pages
 * are found by id or slug, so such a slug would open another record's page.
 */
export const SLUG = '^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[a-z0-9]+(?:-[a-z0-9]+)*$';
/**
 * Whether a page address's id can name a record: its id (a UUID) or its slug, both lower-case letters and
 * digits in dash-separated runs. A malformed address (`/hotels/%E0%A4%A`, which the router leaves
 * undecoded) names none, so a page need not ask the API for it.
 */
export const isIdOrSlug = (value: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
/** An http(s) address (a website: never javascript: or data:). */
export const WEB_URL = '^https?://';
/** A phone number has a digit. */
export const HAS_DIGIT = '[0-9]';
/** A calendar date as the API writes it: YYYY-MM-DD. */
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/** A time of day on a 24-hour clock: HH:MM. */
export const CLOCK_TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
/** An airport's IATA code: three capital letters (TZX). */
export const IATA_CODE = '^[A-Z]{3}$';
/** A country's ISO 3166-1 alpha-2 code: two capital letters (TR), e.g. a traveller's nationality. */
export const COUNTRY_CODE = '^[A-Z]{2}$';
const UNSEEN_AT_ENDS = new RegExp(`^${UNSEEN}+|${UNSEEN}+$`, 'gu');

/**
 * Characters no name or text of a client may hold: NUL and the other C0/C1 controls (tab, line
 * feed and carriage return are fine in free text), DEL, and the bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) that can make a shown name or review read differently
 * from what is stored. The API refuses them; the site's own requests leave them out (see below).
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * What the site's own requests also leave out: UNSAFE_TEXT and the invisible characters with no
 * part in any language's writing (zero-width space, word joiner, BOM). The joiners (U+200C/D) and
 * the direction marks (U+200E/F) stay: Arabic and emoji need them.
 */
const UNSEEN_TO_DROP = new RegExp(`${UNSAFE_TEXT.source}|[\u200B\u2060\uFEFF]`, 'g');

/**
 * A JSON body with the UNSEEN_TO_DROP characters taken out of every string and key. They do not
 * show, so a visitor cannot see them in what they typed or pasted (text copied from an Arabic
 * document often holds embedding marks); the site sends what the visitor sees instead of an
 * English refusal. Values other than plain objects, arrays and strings are kept as they are.
 */
export function withoutUnsafeText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSEEN_TO_DROP, '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUnsafeText(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutUnsafeText(key), withoutUnsafeText(item)])) as T;
  }
  return value;
}

/** `text` without the spaces and invisible characters at either end. */
export const trimText = (text: string): string => text.replace(UNSEEN_AT_ENDS, '');

const blank = (value: string | undefined): boolean => value === undefined || trimText(value) === '';

/**
 * Every message of a checkout form at once, in the order the form shows its fields. Card fields
 * are checked only when the method is creditCard (spec section 5).
 */
export function validateCheckout(input: CheckoutInput, options: CheckoutOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  const contact = input.contact ?? {};
  const payment = input.payment ?? {};

  for (const field of ['firstName', 'lastName'] as const) {
    const value = contact[field];
    if (blank(value)) errors[`contact.${field}`] = CHECKOUT_MESSAGES.required;
    else if (value!.trim().length > CHECKOUT_LIMITS.name) errors[`contact.${field}`] = tooLongMessage(CHECKOUT_LIMITS.name);
    else if (!isValidPersonName(value!)) errors[`contact.${field}`] = CHECKOUT_MESSAGES.personName;
  }
  if (blank(contact.email)) errors['contact.email'] = CHECKOUT_MESSAGES.required;
  else if (!isValidEmail(contact.email!)) errors['contact.email'] = CHECKOUT_MESSAGES.email;
  if (blank(contact.phone)) errors['contact.phone'] = CHECKOUT_MESSAGES.required;
  else if (contact.phone!.trim().length > CHECKOUT_LIMITS.phone || !isValidPhone(contact.phone!)) {
    errors['contact.phone'] = CHECKOUT_MESSAGES.phone;
  }

  if (input.specialRequests && input.specialRequests.trim().length > CHECKOUT_LIMITS.specialRequests) {
    errors.specialRequests = tooLongMessage(CHECKOUT_LIMITS.specialRequests);
  }

  const methods = options.paymentMethods ?? PAYMENT_METHOD_VALUES;
  if (blank(payment.method)) {
    errors['payment.method'] = CHECKOUT_MESSAGES.required;
  } else if (!(PAYMENT_METHOD_VALUES as readonly string[]).includes(payment.method!)) {
    errors['payment.method'] = CHECKOUT_MESSAGES.paymentMethod;
  } else if (!(methods as readonly string[]).includes(payment.method!)) {
    errors['payment.method'] = CHECKOUT_MESSAGES.paymentMethodUnavailable;
  }

  if (payment.method === 'creditCard') {
    if (blank(payment.cardNumber)) errors['payment.cardNumber'] = CHECKOUT_MESSAGES.required;
    else if (!isValidCardNumber(payment.cardNumber!)) errors['payment.cardNumber'] = CHECKOUT_MESSAGES.cardNumber;
    if (blank(payment.cardName)) errors['payment.cardName'] = CHECKOUT_MESSAGES.required;
    else if (payment.cardName!.trim().length > CHECKOUT_LIMITS.cardName)
      errors['payment.cardName'] = tooLongMessage(CHECKOUT_LIMITS.cardName);
    // The name on the card is a person's, as the contact's is ("1234" is no name).
    else if (!isValidPersonName(payment.cardName!)) errors['payment.cardName'] = CHECKOUT_MESSAGES.personName;
    if (blank(payment.expiryDate)) {
      errors['payment.expiryDate'] = CHECKOUT_MESSAGES.required;
    } else {
      const expiry = checkExpiry(payment.expiryDate!, options.now);
      if (expiry === 'invalid') errors['payment.expiryDate'] = CHECKOUT_MESSAGES.expiryDate;
      else if (expiry === 'expired') errors['payment.expiryDate'] = CHECKOUT_MESSAGES.expired;
    }
    if (blank(payment.cvv)) errors['payment.cvv'] = CHECKOUT_MESSAGES.required;
    else if (!isValidCvv(payment.cvv!)) errors['payment.cvv'] = CHECKOUT_MESSAGES.cvv;
  }
  return errors;
}
