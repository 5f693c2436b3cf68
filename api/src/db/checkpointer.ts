import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';

/** How often the worker copies the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 100;
/**
 * While the worker runs, the event loop checkpoints only a WAL this long (pages): what the worker
 * has not copied yet, should it fall behind. SQLite's own default (1,000) applies otherwise.
 */
export const BACKSTOP_PAGES = 10_000;
const SQLITE_DEFAULT_PAGES = 1_000;

// Its own connection to the file, in its own thread: PASSIVE never waits for the writer nor makes
// it wait. CommonJS, as an eval'd worker is; the driver's path comes from the API's own resolution.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker and closes its connection; resolves when its thread has ended. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. With the default, the commit that takes the
 * WAL past 1,000 pages copies them into the file on the event loop: under a run of bookings that
 * copy cost more than the rest of a booking's writes, and every request waited for it. A worker
 * thread now copies the WAL every CHECKPOINT_EVERY_MS; the event loop keeps a backstop. Nothing to
 * do for an in-memory database (no WAL).
 */
export function startCheckpointer(db: Db, file: string, log: FastifyBaseLogger): Checkpointer | null {
  if (file === ':memory:') return null;
  const sqlite = db.$client;
  const backToDefault = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, everyMs: CHECKPOINT_EVERY_MS },
  });
  worker.unref(); // never what keeps the process alive
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  worker.on('message', (message: string) => log.warn({ detail: message }, 'WAL checkpoint failed'));
  worker.on('error', (error) => {
    log.error({ err: error }, 'the WAL checkpoint worker stopped; checkpoints are back on the event loop');
    backToDefault();
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
      backToDefault();
    },
  };
}
