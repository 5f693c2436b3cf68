import path from 'node:path';
import { repoRoot } from './paths';

/** Limits for POST /api/auth/login, counted per client IP + e-mail and per client IP. */
export interface LoginRateLimit {
  /** Attempts allowed per client IP and account e-mail within the window. */
  maxPerAccount: number;
  /** Attempts allowed per client IP (all e-mails together) within the window. */
  maxPerIp: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  /** Folder holding shell/dist and <remote>/dist; null serves no front end (API only). */
  staticRoot: string | null;
  registryPath: string;
  /** HS256 signing key; null keeps a generated one in the settings table (key `jwt_secret`). */
  jwtSecret: string | null;
  /** Lifetime of a sign-in token: a number with a unit, e.g. `7d`, `12h`, `30m`, `45s`. */
  jwtExpiresIn: string;
  /** POST /api/auth/create-test-user answers 404 unless true (development and tests only). */
  enableTestUsers: boolean;
  /** Let create-test-user answer other addresses than loopback (off: 403 for them). */
  testUsersAllowRemote: boolean;
  /** create-test-user calls allowed per client address and minute. */
  testUsersPerMinute: number;
  /** E-mail of the admin generated on the first start of an empty database. */
  initialAdminEmail: string;
  loginRateLimit: LoginRateLimit;
  /** Sign-ups and password-reset requests per client address and hour (each sends e-mail or hashes a password). */
  accountRequestsPerHour: { register: number; forgotPassword: number };
  /** Origin the site is reached at; used for links in e-mails (password reset). */
  publicUrl: string;
  /** Believe X-Forwarded-For (only behind a proxy you run); otherwise clients could fake their IP. */
  trustProxy: boolean;
  logLevel: string;
  version: string;
  /** Travel-data provider origin, e.g. https://test.api.amadeus.com; null: server.ts starts the provider sandbox. */
  providerBaseUrl: string | null;
  /** OAuth2 client credentials the API (never the browser) fetches provider tokens with. */
  providerClientId: string | null;
  providerClientSecret: string | null;
  /** Longest wait for the provider, token fetch included, before a 504 (spec: 10 s). */
  providerTimeoutMs: number;
  /** A provider token is reused until this many seconds before it expires (spec: 60 s). */
  providerTokenMarginSeconds: number;
  /** Calls a second the API makes to the provider, all visitors together (the provider allows 10). */
  providerRatePerSecond: number;
  /** Data calls through the provider proxy (/v1–/v3, cache hits not counted) per client address and minute. */
  providerProxyPerClientPerMinute: number;
  /** Pictures through the provider proxy (/media) per client address and minute: their own budget. */
  providerProxyMediaPerClientPerMinute: number;
  /** How long cacheable provider answers (hotel lists by city...) are reused. */
  providerCacheSeconds: number;
  /** Folder of images admins upload (served at /images/uploads/); default api/public/images/uploads. */
  uploadsDir: string;
  /** Map tile URL template ({z}/{x}/{y}, optional {s}) the car screens' map loads; offline, a shipped base layer shows instead. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /**
   * Limits of unpaid (pay-at-hotel) bookings when set (BOOKING_UNPAID_PER_EMAIL,
   * BOOKING_UNPAID_PER_ADDRESS_PER_DAY, BOOKING_UNPAID_PER_HOTEL_NIGHT); unset ones keep the
   * bookings service's defaults. Raised only for a load test's own process, never in production.
   */
  unpaidLimits: { perEmail?: number; perAddressPerDay?: number; perHotelNight?: number };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return parsed;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return parsed;
}

function boolean(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
  if (['false', '0', 'no', 'off'].includes(normalized)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** A duration with a unit (s, m, h, d); a bare number would be read as milliseconds by the JWT library. */
function duration(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  const trimmed = value.trim();
  if (!/^[1-9]\d*(s|m|h|d)$/.test(trimmed)) {
    throw new Error(`${name} must be a number with a unit s, m, h or d (e.g. 7d, 12h), got "${value}"`);
  }
  return trimmed;
}

function email(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  const trimmed = value.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) throw new Error(`${name} must be an e-mail address, got "${value}"`);
  return trimmed;
}

/** Configuration from environment variables; every one is listed with its default in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databasePath: path.resolve(repoRoot, env.DATABASE_PATH || 'data/trabzon.db'),
    staticRoot: env.STATIC_ROOT === 'none' ? null : path.resolve(repoRoot, env.STATIC_ROOT || '.'),
    registryPath: path.resolve(repoRoot, env.REMOTES_REGISTRY_PATH || 'config/remotes.json'),
    jwtSecret: env.JWT_SECRET || null,
    jwtExpiresIn: duration(env.JWT_EXPIRES_IN, '7d', 'JWT_EXPIRES_IN'),
    enableTestUsers: boolean(env.ENABLE_TEST_USERS, false, 'ENABLE_TEST_USERS'),
    testUsersAllowRemote: boolean(env.TEST_USERS_ALLOW_REMOTE, false, 'TEST_USERS_ALLOW_REMOTE'),
    testUsersPerMinute: positiveInteger(env.TEST_USERS_RATE_LIMIT_MAX, 10, 'TEST_USERS_RATE_LIMIT_MAX'),
    initialAdminEmail: email(env.INITIAL_ADMIN_EMAIL, 'admin@trabzontravel.local', 'INITIAL_ADMIN_EMAIL'),
    loginRateLimit: {
      maxPerAccount: positiveInteger(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'),
      maxPerIp: positiveInteger(env.LOGIN_RATE_LIMIT_IP_MAX, 30, 'LOGIN_RATE_LIMIT_IP_MAX'),
      windowMs: positiveInteger(env.LOGIN_RATE_LIMIT_WINDOW_MINUTES, 15, 'LOGIN_RATE_LIMIT_WINDOW_MINUTES') * 60_000,
    },
    accountRequestsPerHour: {
      register: positiveInteger(env.REGISTER_RATE_LIMIT_MAX, 20, 'REGISTER_RATE_LIMIT_MAX'),
      forgotPassword: positiveInteger(env.FORGOT_PASSWORD_RATE_LIMIT_MAX, 10, 'FORGOT_PASSWORD_RATE_LIMIT_MAX'),
    },
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: boolean(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    logLevel: env.LOG_LEVEL || 'info',
    version: env.APP_VERSION || '1.0.0',
    uploadsDir: env.UPLOADS_DIR ? path.resolve(repoRoot, env.UPLOADS_DIR) : path.join(repoRoot, 'api', 'public', 'images', 'uploads'),
    ...providerSettings(env),
    mapTileUrl: env.MAP_TILE_URL?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() || '© OpenStreetMap contributors',
    unpaidLimits: unpaidLimits(env),
  };
}

/** Only the BOOKING_UNPAID_* variables that are set (whole numbers of at least 1). */
function unpaidLimits(env: NodeJS.ProcessEnv): AppConfig['unpaidLimits'] {
  const limits: AppConfig['unpaidLimits'] = {};
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : positiveInteger(env[name], 1, name));
  const perEmail = read('BOOKING_UNPAID_PER_EMAIL');
  const perAddressPerDay = read('BOOKING_UNPAID_PER_ADDRESS_PER_DAY');
  const perHotelNight = read('BOOKING_UNPAID_PER_HOTEL_NIGHT');
  if (perEmail !== undefined) limits.perEmail = perEmail;
  if (perAddressPerDay !== undefined) limits.perAddressPerDay = perAddressPerDay;
  if (perHotelNight !== undefined) limits.perHotelNight = perHotelNight;
  return limits;
}

/**
 * Per-client budgets of the provider proxy, from one visit of /trabzon-hotels measured in Chromium
 * (load, two View Offers, a search with new dates, a switch to Turkish), with the answer cache off:
 * 22 data calls (2 city lists, 8 sentiments, 4 media lists, 6 offers, 2 city lists again) and 18
 * pictures; with the cache on (default) a later visit makes 6 data calls. Three cold visits a
 * minute are 66 data calls: 120 leaves 1.8x margin, and still holds one abusive address to 2 calls
 * a second, a fifth of the provider's 10 (PROVIDER_RATE_PER_SECOND), so the others keep the rest.
 * Pictures spend no provider call slot but still reach the upstream: their own budget, twice the
 * data one (240: 13 visits' worth), so a page full of photos never costs a visitor a search.
 */
function proxyLimits(env: NodeJS.ProcessEnv) {
  const data = positiveInteger(env.PROVIDER_PROXY_RATE_LIMIT_MAX, 120, 'PROVIDER_PROXY_RATE_LIMIT_MAX');
  return {
    providerProxyPerClientPerMinute: data,
    providerProxyMediaPerClientPerMinute: positiveInteger(
      env.PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX,
      2 * data,
      'PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX',
    ),
  };
}

/** PROVIDER_* settings: a base URL needs both client credentials (else the API could never get a token). */
function providerSettings(env: NodeJS.ProcessEnv) {
  const baseUrl = env.PROVIDER_BASE_URL?.trim() || null;
  if (baseUrl !== null && !/^https?:\/\/[^\s/]+/.test(baseUrl)) {
    throw new Error(`PROVIDER_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  const clientId = env.PROVIDER_CLIENT_ID || null;
  const clientSecret = env.PROVIDER_CLIENT_SECRET || null;
  if (baseUrl !== null && (clientId === null || clientSecret === null)) {
    throw new Error('PROVIDER_CLIENT_ID and PROVIDER_CLIENT_SECRET are required when PROVIDER_BASE_URL is set');
  }
  const margin = env.PROVIDER_TOKEN_MARGIN_SECONDS;
  if (margin !== undefined && margin !== '' && !/^\d+$/.test(margin.trim())) {
    throw new Error(`PROVIDER_TOKEN_MARGIN_SECONDS must be a whole number of seconds, got "${margin}"`);
  }
  return {
    providerBaseUrl: baseUrl === null ? null : baseUrl.replace(/\/+$/, ''),
    providerClientId: clientId,
    providerClientSecret: clientSecret,
    providerTimeoutMs: positiveInteger(env.PROVIDER_TIMEOUT_MS, 10_000, 'PROVIDER_TIMEOUT_MS'),
    providerTokenMarginSeconds: margin === undefined || margin === '' ? 60 : Number(margin),
    providerRatePerSecond: positiveInteger(env.PROVIDER_RATE_PER_SECOND, 10, 'PROVIDER_RATE_PER_SECOND'),
    ...proxyLimits(env),
    providerCacheSeconds:
      env.PROVIDER_CACHE_SECONDS === '0' ? 0 : positiveInteger(env.PROVIDER_CACHE_SECONDS, 300, 'PROVIDER_CACHE_SECONDS'),
  };
}
