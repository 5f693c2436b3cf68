import type Database from 'better-sqlite3';
import type { Db } from './client';

/**
 * Values made from rows of a few tables, kept in memory per connection, for rows read on every
 * request that the back office changes rarely (the settings; a stay's hotel and room). A kept value
 * costs the data_version check, about 1 to 2 µs, against a few µs to tens of µs for its query.
 *
 * Never stale, whoever writes: TEMP triggers on the tables drop every kept value at any write through
 * this connection (a repository, a restore, a test's own SQL), and `PRAGMA data_version` tells of a
 * commit by another connection. Nothing read inside a transaction is kept, since that transaction
 * may still roll back.
 */
export interface TableCache {
  /**
   * `read()`'s answer, kept under `key` (frozen: every caller gets the same object) until a write.
   * Undefined (no such row) is not kept: keys may come from requests, and only rows bound their number.
   */
  get<T>(key: string, read: () => T): T;
  /** How many values are kept (tests). */
  size(): number;
}

const caches = new WeakMap<Database.Database, Map<string, TableCache>>();

/**
 * The cache `name` of this database's connection over `tables` (one for all the repositories that
 * share the connection); `name` is a SQL identifier, its triggers' and function's prefix.
 */
export function tableCache(db: Db, name: string, tables: readonly string[]): TableCache {
  const sqlite = db.$client;
  let ofConnection = caches.get(sqlite);
  if (!ofConnection) {
    ofConnection = new Map();
    caches.set(sqlite, ofConnection);
  }
  let cache = ofConnection.get(name);
  if (!cache) {
    cache = createTableCache(sqlite, name, tables);
    ofConnection.set(name, cache);
  }
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function createTableCache(sqlite: Database.Database, name: string, tables: readonly string[]): TableCache {
  const forget = `${name}_forget`;
  const watchSql = tables
    .flatMap((table) =>
      (['INSERT', 'UPDATE', 'DELETE'] as const).map(
        (event) =>
          `CREATE TEMP TRIGGER IF NOT EXISTS ${name}_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table} BEGIN SELECT ${forget}(); END;`,
      ),
    )
    .join('\n');
  const kept = new Map<string, unknown>();
  let watching = false;
  let dataVersion: Database.Statement | null = null;
  let seenVersion: unknown;
  // The version is read once per synchronous run (a request's handler reads a hotel, then its room):
  // another connection's commit met a microsecond later would be met at the next request anyway.
  let versionRead = false;
  const forgetVersionRead = () => {
    versionRead = false;
  };

  /** Installs the triggers; false while they cannot be (no such table yet, or the connection is busy). */
  function watch(): boolean {
    if (watching) return true;
    try {
      sqlite.function(forget, { deterministic: false }, () => {
        kept.clear();
        return null;
      });
      sqlite.exec(watchSql);
      dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
      seenVersion = dataVersion.get();
      watching = true;
    } catch {
      // Read through until they can be installed.
    }
    return watching;
  }

  return {
    get<T>(key: string, read: () => T): T {
      // Outside a transaction only: a trigger created inside one would go with its rollback.
      if (sqlite.inTransaction || !watch()) return read();
      if (!versionRead) {
        versionRead = true;
        queueMicrotask(forgetVersionRead);
        const version = dataVersion!.get();
        if (version !== seenVersion) {
          kept.clear();
          seenVersion = version;
        }
      }
      if (kept.has(key)) return kept.get(key) as T;
      const value = deepFreeze(read());
      if (value !== undefined) kept.set(key, value);
      return value;
    },
    size: () => kept.size,
  };
}
