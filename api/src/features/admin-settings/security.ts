import type { SecuritySettings, SecuritySettingsView } from '@trabzon/contracts';
import { PASSWORD_MIN_LENGTH } from '@trabzon/contracts';
import type { AppConfig } from '../../config';
import type { SiteSettingsRepository } from './repository';

export type SecurityConfig = Pick<AppConfig, 'jwtExpiresIn' | 'loginRateLimit' | 'enableTestUsers'>;

const UNIT_HOURS: Record<string, number> = { s: 1 / 3600, m: 1 / 60, h: 1, d: 24 };

/** JWT_EXPIRES_IN ("7d", "12h", "30m") in whole hours, at least 1. */
export function hoursOf(expiresIn: string): number {
  const match = /^(\d+)([smhd])$/.exec(expiresIn);
  if (!match) return 168;
  return Math.max(1, Math.round(Number(match[1]) * UNIT_HOURS[match[2]!]!));
}

/** What the environment says, before an admin saves the Security section. */
export function securityDefaults(config: SecurityConfig): SecuritySettings {
  return {
    passwordMinLength: PASSWORD_MIN_LENGTH,
    sessionHours: hoursOf(config.jwtExpiresIn),
    loginMaxPerAccount: config.loginRateLimit.maxPerAccount,
    loginMaxPerIp: config.loginRateLimit.maxPerIp,
    loginWindowMinutes: Math.max(1, Math.round(config.loginRateLimit.windowMs / 60_000)),
    testUsersEnabled: config.enableTestUsers,
  };
}

/**
 * The security settings in force: saved values over the environment's. The test-users switch can
 * only narrow ENABLE_TEST_USERS: with the environment saying no, it stays off whatever was saved.
 */
export function effectiveSecurity(repo: SiteSettingsRepository, config: SecurityConfig): SecuritySettingsView {
  const saved = repo.security(securityDefaults(config));
  return {
    ...saved,
    testUsersEnabled: config.enableTestUsers && saved.testUsersEnabled,
    testUsersAllowedByEnvironment: config.enableTestUsers,
  };
}

/** The token lifetime to sign with: the saved session length, else JWT_EXPIRES_IN as configured. */
export function sessionExpiry(repo: SiteSettingsRepository, configured: string): string {
  const saved = repo.savedSessionHours();
  return saved === null ? configured : `${saved}h`;
}
