import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';

/**
 * Values made from rows of the settings table, kept in memory per connection: every booking reads
 * the tax rate and the site's name (and a confirmation e-mail the templates), which the back office
 * changes rarely. A read through Drizzle cost about 3 µs (the templates' copy more); a kept value
 * costs the data_version check, about 1 µs.
 *
 * Never stale, whoever writes: a TEMP trigger on `settings` drops every kept value at any write
 * through this connection (the settings routes, a restore, a test's own SQL), and `PRAGMA
 * data_version` tells of a commit by another connection. Nothing read inside a transaction is kept,
 * since that transaction may still roll back.
 */
export interface SettingsCache {
  /** `read()`'s answer, kept under `key` (frozen: every caller gets the same object) until a write. */
  get<T>(key: string, read: () => T): T;
}

const caches = new WeakMap<Database.Database, SettingsCache>();

/** The cache of this database's connection (one for all the repositories that share it). */
export function settingsCache(db: Db): SettingsCache {
  const sqlite = db.$client;
  let cache = caches.get(sqlite);
  if (!cache) {
    cache = createSettingsCache(sqlite);
    caches.set(sqlite, cache);
  }
  return cache;
}

const FORGET = 'settings_cache_forget';
const WATCH_SQL = (['INSERT', 'UPDATE', 'DELETE'] as const)
  .map(
    (event) =>
      `CREATE TEMP TRIGGER IF NOT EXISTS settings_cache_${event.toLowerCase()} AFTER ${event} ON main.settings BEGIN SELECT ${FORGET}(); END;`,
  )
  .join('\n');

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function createSettingsCache(sqlite: Database.Database): SettingsCache {
  const kept = new Map<string, unknown>();
  let watching = false;
  let dataVersion: Database.Statement | null = null;
  let seenVersion: unknown;

  /** Installs the trigger; false while it cannot be (no settings table yet, or the connection is busy). */
  function watch(): boolean {
    if (watching) return true;
    try {
      sqlite.function(FORGET, { deterministic: false }, () => {
        kept.clear();
        return null;
      });
      sqlite.exec(WATCH_SQL);
      dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
      seenVersion = dataVersion.get();
      watching = true;
    } catch {
      // Read through until it can be installed.
    }
    return watching;
  }

  return {
    get<T>(key: string, read: () => T): T {
      // Outside a transaction only: a trigger created inside one would go with its rollback.
      if (sqlite.inTransaction || !watch()) return read();
      const version = dataVersion!.get();
      if (version !== seenVersion) {
        kept.clear();
        seenVersion = version;
      }
      if (kept.has(key)) return kept.get(key) as T;
      const value = deepFreeze(read());
      kept.set(key, value);
      return value;
    },
  };
}
