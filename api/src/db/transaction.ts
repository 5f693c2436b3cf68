import type { Db } from './client';

/**
 * Runs `work` in one IMMEDIATE transaction (the write lock is taken at BEGIN, so a read-then-write
 * never meets SQLITE_BUSY half-way). better-sqlite3 is synchronous: `work` must not be async, and
 * repositories called inside it run on the same connection, so they take part in the transaction.
 * Throwing inside `work` rolls everything back.
 */
export function immediate<T>(db: Db, work: () => T): T {
  return db.transaction(
    () => {
      const result = work();
      if (result && typeof (result as { then?: unknown }).then === 'function') {
        throw new Error('immediate(): the transaction callback must be synchronous');
      }
      return result;
    },
    { behavior: 'immediate' },
  );
}

/** True for a UNIQUE constraint failure, also when Drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
}
