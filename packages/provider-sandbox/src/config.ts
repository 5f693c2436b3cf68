import { FAIL_STATUSES, GARBAGE_KINDS, type FailStatus, type GarbageKind } from './faults';
import type { SandboxOptions } from './app';

const number = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
  return parsed;
};

const flag = (env: NodeJS.ProcessEnv, name: string): boolean | undefined => {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
};

/**
 * Sandbox options from PROVIDER_SANDBOX_* variables (only those set; buildSandbox checks ranges):
 * LATENCY_MS, FAIL_RATE, FAIL_STATUS, DOWN, GARBAGE, TOKEN_TTL_SECONDS, SEED, CONTROL, MEDIA_BASE_URL,
 * CLIENT_ID, CLIENT_SECRET.
 */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const options: SandboxOptions = {};
  const latencyMs = number(env, 'PROVIDER_SANDBOX_LATENCY_MS');
  const failRate = number(env, 'PROVIDER_SANDBOX_FAIL_RATE');
  const failStatus = number(env, 'PROVIDER_SANDBOX_FAIL_STATUS');
  const tokenTtlSeconds = number(env, 'PROVIDER_SANDBOX_TOKEN_TTL_SECONDS');
  const down = flag(env, 'PROVIDER_SANDBOX_DOWN');
  const control = flag(env, 'PROVIDER_SANDBOX_CONTROL');
  if (latencyMs !== undefined) options.latencyMs = latencyMs;
  if (failRate !== undefined) options.failRate = failRate;
  if (failStatus !== undefined) {
    if (!FAIL_STATUSES.includes(failStatus as FailStatus))
      throw new Error(`PROVIDER_SANDBOX_FAIL_STATUS must be one of ${FAIL_STATUSES.join(', ')}`);
    options.failStatus = failStatus as FailStatus;
  }
  if (tokenTtlSeconds !== undefined) options.tokenTtlSeconds = tokenTtlSeconds;
  const garbage = env.PROVIDER_SANDBOX_GARBAGE?.trim();
  if (garbage) {
    if (!GARBAGE_KINDS.includes(garbage as GarbageKind))
      throw new Error(`PROVIDER_SANDBOX_GARBAGE must be one of ${GARBAGE_KINDS.join(', ')}, got "${garbage}"`);
    options.garbage = garbage as GarbageKind;
  }
  if (down !== undefined) options.down = down;
  if (control !== undefined) options.control = control;
  if (env.PROVIDER_SANDBOX_SEED) options.seed = env.PROVIDER_SANDBOX_SEED;
  if (env.PROVIDER_SANDBOX_MEDIA_BASE_URL) options.mediaBaseUrl = env.PROVIDER_SANDBOX_MEDIA_BASE_URL;
  if (env.PROVIDER_SANDBOX_CLIENT_ID) options.clientId = env.PROVIDER_SANDBOX_CLIENT_ID;
  if (env.PROVIDER_SANDBOX_CLIENT_SECRET) options.clientSecret = env.PROVIDER_SANDBOX_CLIENT_SECRET;
  return options;
}

/** PROVIDER_SANDBOX_PORT, default 4010 (0 picks a free port). */
export function sandboxPortFromEnv(env: NodeJS.ProcessEnv = process.env, fallback = 4010): number {
  const port = number(env, 'PROVIDER_SANDBOX_PORT');
  if (port === undefined) return fallback;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PROVIDER_SANDBOX_PORT must be a port number, got "${env.PROVIDER_SANDBOX_PORT}"`);
  return port;
}
