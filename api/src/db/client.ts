import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { migrationsFolder } from '../paths';
import { registerSearchFold } from './search';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating it if needed) and migrates the SQLite file. WAL lets readers run beside the
 * writer; the connection that switches to WAL keeps synchronous=FULL unless told NORMAL.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // SQLite keeps 2 MB of pages by default: at 200 hotels × 4 rooms × 365 nights the inventory's
  // pages did not stay in it, and each availability read went back to the file. 64 MB holds them.
  sqlite.pragma('cache_size = -65536');
  registerSearchFold(sqlite);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
