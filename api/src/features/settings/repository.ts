import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TAX_RATE, type PaymentSettings } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { immediate } from '../../db/transaction';
import { settingsCache } from './cache';

const PAYMENT_KEY = 'payment';
/** The sign-in tokens' key when JWT_SECRET is not set (read once at start, never answered). */
export const JWT_SECRET_KEY = 'jwt_secret';
const DEFAULT_CURRENCY = 'USD';

function isTaxRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/** The stored payment settings, with the spec's fallbacks (tax 12 %, USD) for anything missing or broken. */
function toPaymentSettings(value: unknown): PaymentSettings {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    taxRate: isTaxRate(stored.taxRate) ? stored.taxRate : DEFAULT_TAX_RATE,
    currency: typeof stored.currency === 'string' && stored.currency ? stored.currency : DEFAULT_CURRENCY,
  };
}

/**
 * The settings table, one typed accessor per key this feature serves. There is deliberately no
 * "get any key": the table also holds `jwt_secret`, which must never reach an answer (only the
 * auth plugin reads it, at start).
 */
export function createSettingsRepository(db: Db) {
  const byKey = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare();
  const cache = settingsCache(db);

  return {
    /** Read on every booking and quote, so kept in memory until the settings change (see settingsCache). */
    payment(): PaymentSettings {
      return cache.get(PAYMENT_KEY, () => toPaymentSettings(byKey.get({ key: PAYMENT_KEY })?.value));
    },

    /**
     * The stored token signing key, storing `candidate` first when there is none. Two processes
     * starting together on one new database agree, since the first insert wins and both read it back.
     */
    jwtSecret(candidate: string): unknown {
      db.insert(settings).values({ key: JWT_SECRET_KEY, value: candidate }).onConflictDoNothing().run();
      return byKey.get({ key: JWT_SECRET_KEY })?.value;
    },

    /** Merges the changes into the stored value (other keys inside it are kept). */
    updatePayment(changes: { taxRate: number }): PaymentSettings {
      return immediate(db, () => {
        const current = byKey.get({ key: PAYMENT_KEY })?.value;
        const value = { ...(current && typeof current === 'object' ? current : {}), ...changes };
        db.insert(settings)
          .values({ key: PAYMENT_KEY, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } })
          .run();
        return toPaymentSettings(value);
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
