import path from 'node:path';
import { repoRoot } from './paths';

export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  /** Folder holding shell/dist and <remote>/dist; null serves no front end (API only). */
  staticRoot: string | null;
  registryPath: string;
  jwtSecret: string | null;
  logLevel: string;
  version: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return parsed;
}

/** Configuration from environment variables; every one is listed with its default in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databasePath: path.resolve(repoRoot, env.DATABASE_PATH || 'data/trabzon.db'),
    staticRoot: env.STATIC_ROOT === 'none' ? null : path.resolve(repoRoot, env.STATIC_ROOT || '.'),
    registryPath: path.resolve(repoRoot, env.REMOTES_REGISTRY_PATH || 'config/remotes.json'),
    jwtSecret: env.JWT_SECRET || null,
    logLevel: env.LOG_LEVEL || 'info',
    version: env.APP_VERSION || '1.0.0',
  };
}
