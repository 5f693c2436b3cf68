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

interface QueuedWork {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Set inside the batch's transaction, handed over once it has committed. */
  outcome?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

const commitQueues = new WeakMap<Db, (work: () => unknown) => Promise<unknown>>();

/**
 * Group commit: like `immediate`, but the works queued in the same turn of the event loop share
 * one IMMEDIATE transaction, so a burst of bookings pays for one BEGIN/COMMIT (and one write of the
 * pages they share to the WAL) instead of one each. Each work runs in its own SAVEPOINT (a nested
 * better-sqlite3 transaction), so a work that throws rolls back alone and only its promise rejects;
 * later works see the earlier ones' writes, exactly as if they had run one after the other.
 * Promises settle after the COMMIT, so nobody hears "done" before it is durable; if the COMMIT
 * itself fails, every work of the batch rejects with its error.
 */
export function groupCommit<T>(db: Db, work: () => T): Promise<T> {
  let enqueue = commitQueues.get(db);
  if (!enqueue) {
    enqueue = createCommitQueue(db);
    commitQueues.set(db, enqueue);
  }
  return enqueue(work) as Promise<T>;
}

/** `work`'s result, refused when it is a promise (a transaction's work must be synchronous). */
function synchronous(work: () => unknown): unknown {
  const result = work();
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    throw new Error('groupCommit(): the work must be synchronous');
  }
  return result;
}

function createCommitQueue(db: Db): (work: () => unknown) => Promise<unknown> {
  let queue: QueuedWork[] = [];
  // Called inside the batch's transaction, better-sqlite3 runs it as a SAVEPOINT: one work's
  // failure rolls back that work alone. Straight on the driver: Drizzle's transaction builds a
  // transaction object per call (about 15 µs a booking against under 1).
  const savepoint = db.$client.transaction(synchronous);
  const runBatch = db.$client.transaction((batch: QueuedWork[]) => {
    for (const item of batch) {
      try {
        item.outcome = { ok: true, value: savepoint(item.work) };
      } catch (error) {
        item.outcome = { ok: false, error };
      }
    }
  });

  function flush(): void {
    const batch = queue;
    queue = [];
    try {
      runBatch.immediate(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const { outcome, resolve, reject } of batch) {
      if (outcome?.ok) resolve(outcome.value);
      else reject(outcome ? outcome.error : new Error('groupCommit: a work did not run'));
    }
  }

  return (work) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, resolve, reject });
    });
}
