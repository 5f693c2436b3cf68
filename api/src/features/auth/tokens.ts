import { randomBytes } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { SettingsRepository } from '../settings/repository';
import type { AccountUser, UserRole } from '../users/repository';

/** The only algorithm tokens are signed with and the only one verification accepts. */
export const JWT_ALGORITHM = 'HS256';

/** What a sign-in token carries: the user id, their role (informative) and their token version. */
export interface TokenPayload {
  sub: string;
  role: UserRole;
  ver: number;
}

export function isTokenPayload(value: unknown): value is TokenPayload {
  if (!value || typeof value !== 'object') return false;
  const { sub, ver } = value as Record<string, unknown>;
  return typeof sub === 'string' && sub.length > 0 && Number.isSafeInteger(ver);
}

/**
 * The signing key: the configured one, else one generated at first start and kept in the
 * settings table, so a restart does not sign everyone out. Two processes starting together on
 * one new database agree on the key, since the first insert wins and both read it back.
 */
export function resolveJwtSecret(settings: SettingsRepository, configured: string | null): string {
  if (configured) return configured;
  const stored = settings.jwtSecret(randomBytes(48).toString('base64url'));
  if (typeof stored !== 'string' || stored.length < 32) throw new Error('settings.jwt_secret does not hold a usable secret');
  return stored;
}

/** What a guest's booking key is for: a key signed for anything else opens nothing. */
const BOOKING_KEY_USE = 'manage-booking';

/**
 * A signed key that opens one guest booking, e-mailed with its confirmation. It names no user
 * (no `sub`, no `ver`), so `isTokenPayload` refuses it and it signs nobody in. It lasts past any
 * service date we sell.
 */
export function signBookingKey(jwt: JWT, bookingId: string): string {
  return jwt.sign({ bid: bookingId, use: BOOKING_KEY_USE } as unknown as TokenPayload, { expiresIn: '800d' });
}

/** The booking a key opens, or null for a key we did not sign, signed for another use, or lapsed. */
export function bookingOfKey(jwt: JWT, key: string): string | null {
  try {
    const payload = jwt.verify<{ bid?: unknown; use?: unknown }>(key);
    return payload.use === BOOKING_KEY_USE && typeof payload.bid === 'string' ? payload.bid : null;
  } catch {
    return null;
  }
}

export function signAccessToken(jwt: JWT, user: AccountUser, expiresIn?: string): string {
  const payload: TokenPayload = { sub: user.id, role: user.role, ver: user.tokenVersion };
  return expiresIn ? jwt.sign(payload, { expiresIn }) : jwt.sign(payload);
}
