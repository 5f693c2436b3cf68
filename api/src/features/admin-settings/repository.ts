import { eq, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH, type AppSettings, type EmailSettings, type SecuritySettings } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { DEFAULT_TEMPLATES } from '../notifications/templates';
import { settingsCache } from '../settings/cache';

export const DEFAULT_APP_SETTINGS: AppSettings = {
  siteName: 'Trabzon Travel',
  contactEmail: 'info@trabzontravel.com.tr',
  currency: 'USD',
  defaultLanguage: 'tr',
  timezone: 'Europe/Istanbul',
};

export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  senderName: 'Trabzon Travel',
  senderEmail: 'no-reply@trabzontravel.com.tr',
  templates: DEFAULT_TEMPLATES,
};

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

/** The settings key of the provider's client id and secret (kept out of backups, see backup.ts). */
export const PROVIDER_CREDENTIALS_KEY = 'provider_credentials';
const KEYS = { app: 'app', security: 'security', email: 'email', provider: PROVIDER_CREDENTIALS_KEY } as const;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Keeps, of the stored object, only the keys the defaults have and whose type matches. */
function overlay<T extends object>(defaults: T, stored: unknown): T {
  const source = record(stored);
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    if (value !== undefined && typeof value === typeof fallback && value !== null) out[key] = value;
  }
  return out as T;
}

/**
 * The back-office settings (general, security, notifications, provider keys), each a JSON value
 * under its own key of the settings table. Never a "get any key": the table also holds the JWT
 * secret. Reads are prepared: the security and app settings are read on logins and e-mails; the
 * general and notification settings, read for every booking and its e-mails, are kept in memory
 * until the settings change (see settingsCache).
 */
export function createSiteSettingsRepository(db: Db) {
  const byKey = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare();
  const cache = settingsCache(db);

  function read(key: string): unknown {
    return byKey.get({ key })?.value;
  }
  /** The stored notification settings over the defaults: every template in every language. */
  function readEmail(): EmailSettings {
    const stored = record(read(KEYS.email));
    const base = overlay({ senderName: DEFAULT_EMAIL_SETTINGS.senderName, senderEmail: DEFAULT_EMAIL_SETTINGS.senderEmail }, stored);
    const templates = record(stored.templates);
    const merged = structuredClone(DEFAULT_TEMPLATES);
    for (const kind of Object.keys(merged) as (keyof typeof merged)[]) {
      for (const lang of ['en', 'tr', 'ar'] as const) {
        const t = record(record(templates[kind])[lang]);
        if (typeof t.subject === 'string' && typeof t.body === 'string') merged[kind][lang] = { subject: t.subject, body: t.body };
      }
    }
    return { ...base, templates: merged };
  }
  function write(key: string, value: unknown): void {
    db.insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } })
      .run();
  }

  return {
    app(): AppSettings {
      return cache.get(`site:${KEYS.app}`, () => overlay(DEFAULT_APP_SETTINGS, read(KEYS.app)));
    },
    setApp(value: AppSettings): void {
      write(KEYS.app, value);
    },
    /** What was saved from the Security section; the caller fills the rest from the environment. */
    security(defaults: SecuritySettings): SecuritySettings {
      return overlay(defaults, read(KEYS.security));
    },
    /** The saved session length in hours, or null when the Security section was never saved. */
    savedSessionHours(): number | null {
      const hours = record(read(KEYS.security)).sessionHours;
      return typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 ? hours : null;
    },
    /** The password policy's minimum length (the contract's minimum until one is saved). */
    passwordMinLength(): number {
      const min = record(read(KEYS.security)).passwordMinLength;
      return typeof min === 'number' && Number.isInteger(min) && min >= PASSWORD_MIN_LENGTH ? min : PASSWORD_MIN_LENGTH;
    },
    setSecurity(value: SecuritySettings): void {
      write(KEYS.security, value);
    },
    email(): EmailSettings {
      return cache.get(`site:${KEYS.email}`, readEmail);
    },
    setEmail(value: EmailSettings): void {
      write(KEYS.email, value);
    },
    providerCredentials(): ProviderCredentials | null {
      const stored = record(read(KEYS.provider));
      return typeof stored.clientId === 'string' && typeof stored.clientSecret === 'string'
        ? { clientId: stored.clientId, clientSecret: stored.clientSecret }
        : null;
    },
    setProviderCredentials(value: ProviderCredentials): void {
      write(KEYS.provider, value);
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
