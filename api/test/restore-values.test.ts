import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';

/** The file's own CREATE TABLE of `table` without its CHECK constraints, as a crafted backup could be. */
function dropChecks(copy: Database.Database, table: string): void {
  const sql = copy.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string;
  let bare = sql;
  for (
    let at = bare.search(/,\s*CONSTRAINT "[a-z_]+_check" CHECK\(/);
    at >= 0;
    at = bare.search(/,\s*CONSTRAINT "[a-z_]+_check" CHECK\(/)
  ) {
    let end = bare.indexOf('CHECK(', at) + 'CHECK('.length;
    for (let depth = 1; depth > 0; end += 1) depth += bare[end] === '(' ? 1 : bare[end] === ')' ? -1 : 0;
    bare = bare.slice(0, at) + bare.slice(end);
  }
  expect(bare).not.toContain('CHECK');
  // Rebuilt, then named as before; legacy renaming leaves the other tables' references to the name alone.
  copy.pragma('foreign_keys = OFF');
  copy.pragma('legacy_alter_table = ON');
  copy.exec(bare.replace(`CREATE TABLE \`${table}\``, `CREATE TABLE \`${table}_new\``));
  copy.exec(`INSERT INTO "${table}_new" SELECT * FROM "${table}"; DROP TABLE "${table}"`);
  copy.exec(`ALTER TABLE "${table}_new" RENAME TO "${table}"`);
}

describe('POST /api/admin/restore refuses a backup with a value outside its column’s set', () => {
  it('a vehicle service, a booking status or a role that is none, in a file whose tables lost their CHECKs: 400 naming it, nothing restored', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
    app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
    await client.signUp('guest@example.com', 'correct horse', 'Guest');
    const good = (await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token })).rawPayload;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'values-'));
    const tampered = (table: string, sql: string) => {
      const file = path.join(tmp, `${Math.random()}.db`);
      fs.writeFileSync(file, good);
      const copy = new Database(file);
      dropChecks(copy, table);
      copy.exec(sql);
      copy.close();
      return fs.readFileSync(file);
    };
    const restore = (body: Buffer) =>
      client.call({
        method: 'POST',
        url: '/api/admin/restore',
        body,
        token: admin.token,
        headers: { 'content-type': 'application/octet-stream' },
      });
    const cases: [string, string, RegExp][] = [
      [
        'vehicles',
        "UPDATE vehicles SET service = 'boat' WHERE rowid = (SELECT MIN(rowid) FROM vehicles)",
        /vehicles\.service holds "boat"/,
      ],
      ['users', "UPDATE users SET role = 'superuser' WHERE email = 'guest@example.com'", /users\.role holds "superuser"/],
    ];
    const usersBefore = app.db.$client.prepare('SELECT COUNT(*) FROM users').pluck().get();
    for (const [table, sql, named] of cases) {
      const res = await restore(tampered(table, `${sql}; UPDATE users SET name = 'From the backup'`));
      expect(res.statusCode, sql).toBe(400);
      expect(res.json().message, sql).toMatch(named);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    expect(app.db.$client.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(usersBefore);
    expect(app.db.$client.prepare("SELECT COUNT(*) FROM users WHERE name = 'From the backup'").pluck().get()).toBe(0);
    expect(app.db.$client.prepare("SELECT role FROM users WHERE email = 'guest@example.com'").pluck().get()).toBe('user');
    expect((await client.call({ method: 'GET', url: '/api/transfers/config' })).statusCode).toBe(200);
    // The site's own backup has every value in its set, so it still restores.
    expect((await restore(Buffer.from(good))).statusCode).toBe(200);
  });
});
