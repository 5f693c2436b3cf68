import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { SQLiteTable, getTableConfig } from 'drizzle-orm/sqlite-core';
import { BACKUP_MESSAGES } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { migrationsFolder } from '../../paths';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { JWT_SECRET_KEY as JWT_SECRET_SETTING } from '../settings/repository';
import { PROVIDER_CREDENTIALS_KEY as PROVIDER_CREDENTIALS_SETTING } from './repository';
import { isTimeZone } from './validate';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/**
 * Settings that stay with the running site and never go into a backup: with the token-signing
 * secret, a backup file would let its holder sign in as any admin; the provider keys are the
 * agency's credentials. A restore keeps the running values.
 */
const SECRET_SETTINGS = [JWT_SECRET_SETTING, PROVIDER_CREDENTIALS_SETTING] as const;
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** The site's tables as the Drizzle schema describes them. */
const TABLE_CONFIGS = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableConfig(table));

/** Every JSON column of the site's tables (text `mode: 'json'`): the repositories parse these on every read. */
const JSON_COLUMNS: readonly { table: string; column: string }[] = TABLE_CONFIGS.flatMap((config) =>
  config.columns.filter((c) => c.columnType === 'SQLiteTextJson').map((c) => ({ table: config.name, column: c.name })),
);

/** Every column of a fixed set of values (text `enum`): a booking's type and status, a user's role... */
const ENUM_COLUMNS: readonly { table: string; column: string; values: readonly string[] }[] = TABLE_CONFIGS.flatMap((config) =>
  config.columns
    .filter((c) => (c.enumValues?.length ?? 0) > 0)
    .map((c) => ({ table: config.name, column: c.name, values: c.enumValues as readonly string[] })),
);

/**
 * What in a backup's rows the site could not read, or null: a JSON column that holds no JSON
 * (every read of that row, e.g. the taxi rates or a hotel, would fail), a value outside its
 * column's set (a booking type no screen knows, a role that is none) or a general settings time
 * zone that is no time zone (every date the dashboard counts would fail). The database's own
 * checks (integrity, constraints, references) do not see these: SQLite keeps no enums.
 */
function unreadable(sqlite: Database.Database): string | null {
  for (const { table, column, values } of ENUM_COLUMNS) {
    const bad = sqlite
      .prepare(
        `SELECT DISTINCT "${column}" FROM "${table}" WHERE "${column}" IS NOT NULL AND "${column}" NOT IN (${values.map(() => '?').join(', ')}) LIMIT 3`,
      )
      .pluck()
      .all(...values) as unknown[];
    if (bad.length > 0)
      return `${table}.${column} holds ${bad.map((value) => JSON.stringify(value)).join(', ')}, which is not one of ${values.join(', ')}`;
  }
  for (const { table, column } of JSON_COLUMNS) {
    const bad = sqlite
      .prepare(`SELECT COUNT(*) FROM "${table}" WHERE "${column}" IS NOT NULL AND json_valid("${column}") = 0`)
      .pluck()
      .get() as number;
    if (bad > 0) return `${bad} value(s) of ${table}.${column} are not valid JSON`;
  }
  const app = sqlite.prepare("SELECT value FROM settings WHERE key = 'app'").get() as { value: string } | undefined;
  const timezone = app ? (JSON.parse(app.value) as { timezone?: unknown } | null)?.timezone : undefined;
  if (typeof timezone === 'string' && !isTimeZone(timezone)) return `the general settings' time zone "${timezone}" is not a time zone`;
  return null;
}

/**
 * Backup and restore of the live database, while the site keeps serving.
 *
 * Backup: SQLite's online backup API (better-sqlite3 `db.backup()`), which copies the pages in
 * steps between requests; writes made meanwhile through the same connection are carried into the
 * copy, so the file holds every booking acknowledged before the download starts.
 *
 * Restore, decided: the uploaded file is checked on its own connection (SQLite header, `PRAGMA
 * integrity_check`, `PRAGMA foreign_key_check`, and this site's drizzle migration history: the
 * same migrations, or an older prefix that is then migrated forward on the copy). The live file is
 * first copied aside with the online backup (`<db>.before-restore-<time>.db`: the previous file is
 * kept). Then the copy's rows replace the live rows in ONE immediate transaction on the live
 * connection (ATTACH, DELETE + INSERT … SELECT per table, foreign keys deferred to the commit).
 * So the swap is atomic (readers see all old or all new data), the schema never changes under the
 * repositories' prepared statements (same migrations, same tables), and no handle needs to be
 * closed, reopened or rebuilt: there is no window in which a request meets a closed database, and
 * no restart. A backup holds no secret (SECRET_SETTINGS) and a restore keeps the running ones (so it
 * does not sign everyone out by itself; accounts whose token version differs in the backup are
 * signed out as the backup says).
 * better-sqlite3 is synchronous: the checks and the copy hold the event loop for their duration
 * (milliseconds to a few seconds for this site's size); requests arriving meanwhile wait, none fails.
 */
export function createBackupService(deps: { db: Db; databasePath: string; now?: () => Date }) {
  const { db } = deps;
  const live = db.$client;
  const now = deps.now ?? (() => new Date());
  let busy = false;

  const stamp = () => now().toISOString().replace(/[:.]/g, '-');
  const dir = () => (deps.databasePath === ':memory:' ? fs.mkdtempSync('/tmp/trabzon-backup-') : path.dirname(deps.databasePath));

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (busy) throw conflict(BACKUP_MESSAGES.busy);
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  }

  let known: string[] | null = null;
  /** The tables this site's migrations create (from a scratch in-memory database, once). */
  function siteTables(): string[] {
    if (!known) {
      const scratch = new Database(':memory:');
      try {
        migrate(drizzle(scratch), { migrationsFolder });
        known = tablesOf(scratch);
      } finally {
        scratch.close();
      }
    }
    return known;
  }

  function migrationHistory(sqlite: Database.Database): string[] | null {
    const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
    if (!table) return null;
    return (sqlite.prepare(`SELECT hash FROM ${MIGRATIONS_TABLE} ORDER BY created_at, id`).all() as { hash: string }[]).map((r) => r.hash);
  }

  function tablesOf(sqlite: Database.Database, schema = 'main'): string[] {
    return (
      sqlite
        .prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != ? ORDER BY name`)
        .all(MIGRATIONS_TABLE) as { name: string }[]
    ).map((r) => r.name);
  }

  /** Checks the uploaded copy; brings an older one up to this site's migrations. Throws a 400 otherwise. */
  function validate(file: string): void {
    let sqlite: Database.Database;
    try {
      sqlite = new Database(file, { fileMustExist: true });
    } catch {
      throw badRequest(BACKUP_MESSAGES.notSqlite);
    }
    try {
      let integrity: string[];
      try {
        integrity = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'SQLITE_NOTADB') throw badRequest(BACKUP_MESSAGES.notSqlite);
        throw badRequest(BACKUP_MESSAGES.corrupt((error as Error).message));
      }
      if (integrity.length !== 1 || integrity[0] !== 'ok') throw badRequest(BACKUP_MESSAGES.corrupt(integrity.slice(0, 3).join('; ')));
      const theirs = migrationHistory(sqlite);
      if (!theirs || theirs.length === 0) throw badRequest(BACKUP_MESSAGES.notOurs);
      const ours = migrationHistory(live) ?? [];
      const prefix = theirs.every((hash, i) => ours[i] === hash);
      if (!prefix) {
        throw badRequest(
          theirs.length > ours.length && ours.every((hash, i) => theirs[i] === hash) ? BACKUP_MESSAGES.newer : BACKUP_MESSAGES.otherHistory,
        );
      }
      if (theirs.length < ours.length) migrate(drizzle(sqlite), { migrationsFolder });
      const present = new Set(tablesOf(sqlite));
      const missing = siteTables().filter((t) => !present.has(t));
      if (missing.length > 0) throw badRequest(BACKUP_MESSAGES.otherHistory);
      const broken = sqlite.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw badRequest(BACKUP_MESSAGES.corrupt(`${broken.length} broken references`));
      const problem = unreadable(sqlite);
      if (problem) throw badRequest(BACKUP_MESSAGES.corrupt(problem));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest(BACKUP_MESSAGES.corrupt((error as Error).message));
    } finally {
      sqlite.close();
    }
  }

  /**
   * Takes the secret settings out of a backup copy, leaving no trace in the file: secure_delete
   * zeroes the deleted rows, VACUUM rebuilds the file without the free pages the copy brought
   * (where earlier values could still be read).
   */
  function withoutSecrets(file: string): void {
    const copy = new Database(file);
    try {
      copy.pragma('secure_delete = ON');
      const remove = copy.prepare('DELETE FROM settings WHERE key = ?');
      for (const key of SECRET_SETTINGS) remove.run(key);
      copy.exec('VACUUM');
    } finally {
      copy.close();
    }
  }

  /** Copies every table of the checked file over the live rows, in one transaction. */
  function swapIn(file: string): { tables: number; rows: number } {
    const secrets = SECRET_SETTINGS.map(
      (key) => [key, live.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined] as const,
    );
    live.prepare('ATTACH DATABASE ? AS restore_src').run(file);
    try {
      const theirs = new Set(tablesOf(live, 'restore_src'));
      const tables = tablesOf(live).filter((t) => theirs.has(t));
      const hasSequence = Boolean(live.prepare("SELECT 1 FROM restore_src.sqlite_master WHERE name = 'sqlite_sequence'").get());
      let rows = 0;
      live
        .transaction(() => {
          live.pragma('defer_foreign_keys = ON');
          for (const table of tables) live.prepare(`DELETE FROM main."${table}"`).run();
          for (const table of tables) {
            const columns = (live.prepare(`SELECT name FROM pragma_table_info(?, 'main')`).all(table) as { name: string }[]).map(
              (c) => `"${c.name}"`,
            );
            const theirColumns = new Set(
              (live.prepare(`SELECT name FROM pragma_table_info(?, 'restore_src')`).all(table) as { name: string }[]).map(
                (c) => `"${c.name}"`,
              ),
            );
            const shared = columns.filter((c) => theirColumns.has(c)).join(', ');
            rows += live.prepare(`INSERT INTO main."${table}" (${shared}) SELECT ${shared} FROM restore_src."${table}"`).run().changes;
          }
          if (hasSequence) {
            live.prepare('DELETE FROM main.sqlite_sequence').run();
            live.prepare('INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM restore_src.sqlite_sequence').run();
          }
          for (const [key, secret] of secrets) {
            if (secret) {
              live
                .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
                .run(key, secret.value);
            } else {
              live.prepare('DELETE FROM settings WHERE key = ?').run(key);
            }
          }
        })
        .immediate();
      return { tables: tables.length, rows };
    } finally {
      live.prepare('DETACH DATABASE restore_src').run();
    }
  }

  /**
   * swapIn, with a row the live tables refuse (a NULL where they want a value, in a crafted file
   * whose tables lost the rule) answered as a damaged backup; its transaction has rolled back.
   */
  function swapInOrRefuse(file: string): { tables: number; rows: number } {
    try {
      return swapIn(file);
    } catch (error) {
      if (String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT')) {
        throw badRequest(BACKUP_MESSAGES.corrupt((error as Error).message));
      }
      throw error;
    }
  }

  return {
    /** A consistent copy of the live database in a temporary file; the caller streams and removes it. */
    backup(): Promise<string> {
      return exclusive(async () => {
        const file = path.join(dir(), `.backup-${stamp()}-${process.pid}.db`);
        await live.backup(file);
        withoutSecrets(file);
        return file;
      });
    },

    restore(upload: Buffer): Promise<{ previousFile: string; tables: number; rows: number }> {
      return exclusive(async () => {
        if (upload.length === 0) throw badRequest(BACKUP_MESSAGES.empty);
        if (upload.length < 100 || !upload.subarray(0, 16).equals(SQLITE_HEADER)) throw badRequest(BACKUP_MESSAGES.notSqlite);
        const base = deps.databasePath === ':memory:' ? path.join(dir(), 'memory.db') : deps.databasePath;
        const incoming = `${base}.restore-${stamp()}.upload`;
        fs.writeFileSync(incoming, upload, { mode: 0o600 });
        try {
          validate(incoming);
          const previousFile = `${base}.before-restore-${stamp()}.db`;
          await live.backup(previousFile);
          const result = swapInOrRefuse(incoming);
          return { previousFile: path.basename(previousFile), ...result };
        } finally {
          for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${incoming}${suffix}`, { force: true });
        }
      });
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
