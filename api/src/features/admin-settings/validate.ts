import {
  MAIL_PLACEHOLDERS,
  SITE_LANGUAGES,
  SUPPORTED_CURRENCIES,
  unknownMailPlaceholder,
  type AppSettings,
  type EmailSettings,
} from '@trabzon/contracts';
import { badRequest } from '../../lib/http-error';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A line break: the site name, the sender's name and a subject are one line of an email's header. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

export const SETTINGS_MESSAGES = {
  siteName: 'Site name is required',
  contactEmail: 'Contact email must be a valid email address',
  currency: `Unknown currency: only ${SUPPORTED_CURRENCIES.join(', ')} is supported (every price in the catalogue is in US dollars)`,
  language: (value: string) => `Unknown language "${value}": choose one of ${SITE_LANGUAGES.join(', ')}`,
  timezone: (value: string) => `Unknown time zone "${value}": use an IANA name such as Europe/Istanbul`,
  senderName: 'Sender name is required',
  senderEmail: 'Sender email must be a valid email address',
  placeholder: (written: string, where: string) =>
    `Unknown placeholder ${written} in ${where}; use ${MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
  blankTemplate: (where: string) => `${where} must not be empty`,
  oneLine: (where: string) => `${where} must be written on one line`,
} as const;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) || value === 'UTC';
  } catch {
    return false;
  }
}

/** The General section, trimmed and checked; throws a 400 naming the first wrong field. */
export function checkAppSettings(input: AppSettings): AppSettings {
  const value = {
    siteName: input.siteName.trim(),
    contactEmail: input.contactEmail.trim().toLowerCase(),
    currency: input.currency.trim().toUpperCase(),
    defaultLanguage: input.defaultLanguage.trim(),
    timezone: input.timezone.trim(),
  };
  if (!value.siteName) throw badRequest(SETTINGS_MESSAGES.siteName);
  if (LINE_BREAK.test(value.siteName)) throw badRequest(SETTINGS_MESSAGES.oneLine('Site name'));
  if (!isEmail(value.contactEmail)) throw badRequest(SETTINGS_MESSAGES.contactEmail);
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(value.currency)) throw badRequest(SETTINGS_MESSAGES.currency);
  if (!(SITE_LANGUAGES as readonly string[]).includes(value.defaultLanguage))
    throw badRequest(SETTINGS_MESSAGES.language(value.defaultLanguage));
  if (!isTimeZone(value.timezone)) throw badRequest(SETTINGS_MESSAGES.timezone(value.timezone));
  return value;
}

/** The Notifications section: sender and every template, placeholders known. */
export function checkEmailSettings(input: EmailSettings): EmailSettings {
  const senderName = input.senderName.trim();
  const senderEmail = input.senderEmail.trim().toLowerCase();
  if (!senderName) throw badRequest(SETTINGS_MESSAGES.senderName);
  if (LINE_BREAK.test(senderName)) throw badRequest(SETTINGS_MESSAGES.oneLine('Sender name'));
  if (!isEmail(senderEmail)) throw badRequest(SETTINGS_MESSAGES.senderEmail);
  for (const [kind, byLang] of Object.entries(input.templates)) {
    for (const [lang, template] of Object.entries(byLang)) {
      for (const part of ['subject', 'body'] as const) {
        const where = `${kind} (${lang}) ${part}`;
        if (!template[part].trim()) throw badRequest(SETTINGS_MESSAGES.blankTemplate(where));
        if (part === 'subject' && LINE_BREAK.test(template.subject)) throw badRequest(SETTINGS_MESSAGES.oneLine(where));
        const unknown = unknownMailPlaceholder(template[part]);
        if (unknown !== null) throw badRequest(SETTINGS_MESSAGES.placeholder(unknown, where));
      }
    }
  }
  return { senderName, senderEmail, templates: input.templates };
}
