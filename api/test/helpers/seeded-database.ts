import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { todayIso } from '@trabzon/dates';
import { openDatabase } from '../../src/db/client';
import { seed } from '../../src/db/seed';

/**
 * Puts a migrated and seeded database at `file` when none is there, so the app a test builds on it skips
 * the seed: the seed writes 13 months of inventory and takes about a second, a copy a few milliseconds.
 * The template is made once per test run and per day the seed starts from (tests that set the clock
 * get their own), by whichever worker needs it first; a rename makes it appear whole.
 */
export function copySeededDatabase(file: string): void {
  if (file === ':memory:' || fs.existsSync(file)) return;
  const template = path.join(inject('apiTemplateDir'), `seeded-${todayIso()}.db`);
  if (!fs.existsSync(template)) {
    const partial = `${template}.${process.pid}.partial`;
    const db = openDatabase(partial);
    seed(db);
    db.$client.close();
    fs.renameSync(partial, template);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
}
