import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { restoreAs, tamperedBackup } from './helpers/backup';

/** Rebuilds the file's `table` from its own CREATE TABLE as `edit` changes it, as a crafted backup could be. */
function rebuilt(copy: Database.Database, table: string, edit: (sql: string) => string): void {
  const sql = copy.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string;
  const changed = edit(sql);
  expect(changed).not.toBe(sql);
  // Rebuilt, then named as before; legacy renaming leaves the other tables' references to the name alone.
  copy.pragma('foreign_keys = OFF');
  copy.pragma('legacy_alter_table = ON');
  copy.exec(changed.replace(`CREATE TABLE \`${table}\``, `CREATE TABLE \`${table}_new\``));
  copy.exec(`INSERT INTO "${table}_new" SELECT * FROM "${table}"; DROP TABLE "${table}"`);
  copy.exec(`ALTER TABLE "${table}_new" RENAME TO "${table}"`);
}

/** A CREATE TABLE without its CHECK constraints. */
function withoutChecks(sql: string): string {
  let bare = sql;
  const check = /,\s*CONSTRAINT "[a-z_]+_check" CHECK\(/;
  for (let at = bare.search(check); at >= 0; at = bare.search(check)) {
    let end = bare.indexOf('CHECK(', at) + 'CHECK('.length;
    for (let depth = 1; depth > 0; end += 1) depth += bare[end] === '(' ? 1 : bare[end] === ')' ? -1 : 0;
    bare = bare.slice(0, at) + bare.slice(end);
  }
  return bare;
}

describe('POST /api/admin/restore refuses a backup with rows the site’s tables do not allow', () => {
  it('a vehicle service or a role that is none, or a missing name, in a file whose tables lost their rules: 400 naming it, nothing restored', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    await client.signUp('guest@example.com', 'correct horse', 'Guest');
    const good = (await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token })).rawPayload;
    const tampered = (table: string, edit: (sql: string) => string, sql: string) =>
      tamperedBackup(good, (copy) => {
        rebuilt(copy, table, edit);
        copy.exec(sql);
      });
    const restore = restoreAs(client, admin.token);
    const cases: [string, (sql: string) => string, string, RegExp][] = [
      [
        'vehicles',
        withoutChecks,
        "UPDATE vehicles SET service = 'boat' WHERE rowid = (SELECT MIN(rowid) FROM vehicles)",
        /vehicles\.service holds "boat"/,
      ],
      ['users', withoutChecks, "UPDATE users SET role = 'superuser' WHERE email = 'guest@example.com'", /users\.role holds "superuser"/],
      // A rule that is no set of values: the live table refuses the row, and the swap rolls back.
      [
        'users',
        (sql) => withoutChecks(sql).replace('`name` text NOT NULL', '`name` text'),
        "UPDATE users SET name = NULL WHERE email = 'guest@example.com'",
        /damaged.*NOT NULL constraint failed: users\.name/,
      ],
    ];
    const usersBefore = app.db.$client.prepare('SELECT COUNT(*) FROM users').pluck().get();
    for (const [table, edit, sql, named] of cases) {
      const res = await restore(
        tampered(table, edit, `${sql}; UPDATE users SET name = 'From the backup' WHERE email = 'boss@example.com'`),
      );
      expect(res.statusCode, sql).toBe(400);
      expect(res.json().message, sql).toMatch(named);
    }
    expect(app.db.$client.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(usersBefore);
    expect(app.db.$client.prepare("SELECT COUNT(*) FROM users WHERE name = 'From the backup'").pluck().get()).toBe(0);
    expect(app.db.$client.prepare("SELECT role FROM users WHERE email = 'guest@example.com'").pluck().get()).toBe('user');
    expect((await client.call({ method: 'GET', url: '/api/transfers/config' })).statusCode).toBe(200);
    // The site's own backup has every value in its set, so it still restores.
    expect((await restore(Buffer.from(good))).statusCode).toBe(200);
  });
});
