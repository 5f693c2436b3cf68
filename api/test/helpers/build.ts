import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { BookingsOptions } from '../../src/features/bookings/routes';
import { copySeededDatabase } from './seeded-database';

const opened: { app: FastifyInstance; dir: string }[] = [];

afterEach(async () => {
  for (const { app, dir } of opened.splice(0)) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A fresh app on a temporary database file, closed and removed after the test; `bookings` can inject a clock. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, bookings?: BookingsOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config: AppConfig = {
    ...loadConfig({}),
    databasePath: path.join(dir, 'test.db'),
    staticRoot: null,
    // The tests use the test accounts (off by default); inject's address is 127.0.0.1 (loopback).
    enableTestUsers: true,
    ...overrides,
  };
  copySeededDatabase(config.databasePath);
  const app = await buildApp(config, { logger: false, bookings });
  opened.push({ app, dir });
  return { app, config, dir };
}
