import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Db } from '../../src/db/client';
import { BACKSTOP_PAGES, startCheckpointer, type Checkpointer } from '../../src/db/checkpointer';

const logger = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

/** Writes about `pages` pages of rows in one transaction (the WAL grows by as many). */
function writePages(db: Db, pages: number) {
  const sqlite = db.$client;
  sqlite.exec('CREATE TABLE IF NOT EXISTS filler (n INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = sqlite.prepare('INSERT INTO filler (body) VALUES (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < pages; i++) insert.run('x'.repeat(3_500));
  })();
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('startCheckpointer', () => {
  let dir: string | undefined;
  let db: Db | undefined;
  let checkpointer: Checkpointer | null = null;
  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = null;
    db?.$client.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function open() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
    const file = path.join(dir, 'site.db');
    db = openDatabase(file);
    return file;
  }

  it('copies the WAL into the database file from its own thread, while the event loop only keeps a backstop', async () => {
    const file = open();
    checkpointer = startCheckpointer(db!, file, logger());
    expect(db!.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    const before = fs.statSync(file).size;
    // 600 pages: below both SQLite's own threshold (1,000) and the backstop, so only the worker copies them.
    writePages(db!, 600);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(600 * 4096);
    expect(await until(() => fs.statSync(file).size > before + 600 * 3_500, 5_000)).toBe(true);
  });

  it('stops: its thread ends and the event loop checkpoints again at SQLite’s default', async () => {
    const file = open();
    const log = logger();
    checkpointer = startCheckpointer(db!, file, log);
    await checkpointer!.stop();
    checkpointer = null;
    expect(db!.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    const before = fs.statSync(file).size;
    writePages(db!, 600);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fs.statSync(file).size).toBe(before); // nobody copies a short WAL any more
    expect(log.error).not.toHaveBeenCalled();
  });

  it('does nothing for an in-memory database', () => {
    db = openDatabase(':memory:');
    expect(startCheckpointer(db, ':memory:', logger())).toBeNull();
  });
});
