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

export function signAccessToken(jwt: JWT, user: AccountUser, expiresIn?: string): string {
  const payload: TokenPayload = { sub: user.id, role: user.role, ver: user.tokenVersion };
  return expiresIn ? jwt.sign(payload, { expiresIn }) : jwt.sign(payload);
}
