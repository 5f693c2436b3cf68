import type { Db } from '../../db/client';
import { tableCache, type TableCache } from '../../db/table-cache';

/**
 * Values made from rows of the settings table, kept in memory per connection (db/table-cache.ts):
 * every booking reads the tax rate and the site's name (and a confirmation e-mail the templates),
 * which the back office changes rarely. A read through Drizzle cost about 3 µs (the templates' copy
 * more); a kept value costs the data_version check, about 1 µs. Never stale, whoever writes.
 */
export type SettingsCache = TableCache;

/** The cache of this database's connection (one for all the repositories that share it). */
export function settingsCache(db: Db): SettingsCache {
  return tableCache(db, 'settings_cache', ['settings']);
}
