import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(apiDir, 'drizzle');
/** drizzle-kit's command line, beside its main module (the package exports no bin path). */
const drizzleKit = path.join(path.dirname(createRequire(path.join(apiDir, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const sqlFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.sql'));

/*
 * `npm run db:generate -w api` diffs src/db/schema.ts against the newest snapshot in drizzle/meta.
 * Run on a copy of the migrations, it must find nothing to do: a schema change without its
 * migration, a snapshot left behind, or a broken chain of snapshots (drizzle-kit then refuses to
 * run at all) fails here.
 */
it('drizzle-kit finds every change of the schema in a migration already', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-'));
  made.push(copy);
  fs.cpSync(migrationsDir, copy, { recursive: true });
  // drizzle-kit takes --out relative to its working directory.
  const result = spawnSync(
    process.execPath,
    [drizzleKit, 'generate', '--dialect', 'sqlite', '--schema', './src/db/schema.ts', '--out', path.relative(apiDir, copy)],
    { cwd: apiDir, encoding: 'utf8', timeout: 60_000 },
  );
  expect(result.stdout + result.stderr).toContain('No schema changes, nothing to migrate');
  expect(sqlFiles(copy)).toEqual(sqlFiles(migrationsDir));
}, 60_000);
