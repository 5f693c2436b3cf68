import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, CHECKOUT_MESSAGES } from '@trabzon/contracts';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { createAdminUsersService } from '../src/features/admin-users/service';
import { createAdminUsersRepository } from '../src/features/admin-users/repository';

async function setUp() {
  const { app } = await buildTestApp();
  const client = new Client(app);
  const boss = await client.signUp('boss@example.com', 'correct horse', 'Boss');
  app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
  const bossId = boss.body.user._id as string;
  const put = (id: string, body: unknown, token = boss.token) => client.call({ method: 'PUT', url: `/api/admin/users/${id}`, body, token });
  const post = (body: unknown, token = boss.token) => client.call({ method: 'POST', url: '/api/admin/users', body, token });
  return { app, client, token: boss.token, bossId, put, post };
}

const activeAdmins = (app: Awaited<ReturnType<typeof setUp>>['app']) =>
  (app.db.$client.prepare("SELECT count(*) AS n FROM users WHERE role = 'admin' AND active = 1").get() as { n: number }).n;

describe('admin users', () => {
  it('lists with search and paging, creates with confirmation, edits; created and last login shown', async () => {
    const { client, token, post, put } = await setUp();
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
      const res = await post({
        name: `Guide ${letter}`,
        email: `guide${i}@example.com`,
        role: 'user',
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
      });
      expect(res.statusCode).toBe(201);
    }
    const turkish = await post({
      name: 'Şükrü Işık',
      email: 'sukru@example.com',
      role: 'user',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
    });
    expect(turkish.statusCode).toBe(201);
    for (const q of ['%C5%9E%C3%BCkr%C3%BC', 'sukru%20isik', 'I%C5%9EIK', 'ISIK']) {
      const found = (await client.call({ method: 'GET', url: `/api/admin/users?q=${q}`, token })).json().results;
      expect({ q, emails: found.map((u: { email: string }) => u.email) }).toEqual({ q, emails: ['sukru@example.com'] });
    }
    const page = await client.call({ method: 'GET', url: '/api/admin/users?limit=2&page=2&q=guide', token });
    expect(page.json()).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page.json().results).toHaveLength(2);
    const one = (await client.call({ method: 'GET', url: '/api/admin/users?q=guide2', token })).json().results[0];
    expect(one).toMatchObject({ email: 'guide2@example.com', role: 'user', active: true, lastLoginAt: null });
    expect(Date.parse(one.createdAt)).not.toBeNaN();
    expect(JSON.stringify(one)).not.toMatch(/password|token/i);
    expect((await client.login('guide2@example.com', 'long enough pw')).statusCode).toBe(200);
    const after = (await client.call({ method: 'GET', url: '/api/admin/users?q=guide2', token })).json().results[0];
    expect(Date.parse(after.lastLoginAt)).not.toBeNaN();
    const renamed = await put(one._id, { name: 'Guide Two', role: 'admin' });
    expect(renamed.json()).toMatchObject({ name: 'Guide Two', role: 'admin' });
    client.expectNoSecretsIn();
  });

  it('refuses every change it must, with a clear message', async () => {
    const { app, client, token, bossId, post, put } = await setUp();
    const base = { name: 'New', email: 'new@example.com', role: 'user', password: 'long enough pw', confirmPassword: 'long enough pw' };
    const refused = async (res: Awaited<ReturnType<typeof post>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(await post({ ...base, confirmPassword: 'something else' }), 400, ADMIN_USER_MESSAGES.passwordMismatch);
    await refused(await post({ ...base, password: 'short', confirmPassword: 'short' }), 400, ADMIN_USER_MESSAGES.passwordTooShort(8));
    await refused(await post({ ...base, email: 'boss@example.com' }), 409, ADMIN_USER_MESSAGES.emailTaken);
    expect((await post({ ...base, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post({ ...base, role: 'owner' })).statusCode).toBe(400);
    expect((await post({ ...base, tokenVersion: 0 })).statusCode).toBe(400);
    await refused(await post({ ...base, name: '   ' }), 400, ADMIN_USER_MESSAGES.nameRequired);
    await refused(await post({ ...base, name: '\u200b\u200b' }), 400, ADMIN_USER_MESSAGES.nameRequired);
    const created = (await post(base)).json();
    await refused(await put(created._id, { name: '\u200b' }), 400, ADMIN_USER_MESSAGES.nameRequired);

    await refused(await put(bossId, { active: false }), 400, ADMIN_USER_MESSAGES.selfDeactivate);
    await refused(await put(bossId, { role: 'user' }), 400, ADMIN_USER_MESSAGES.selfDemote);
    await refused(await put(created._id, { password: 'another long one' }), 400, ADMIN_USER_MESSAGES.confirmRequired);
    await refused(
      await put(created._id, { password: 'another long one', confirmPassword: 'different' }),
      400,
      ADMIN_USER_MESSAGES.passwordMismatch,
    );
    await refused(await put(created._id, { email: 'boss@example.com' }), 409, ADMIN_USER_MESSAGES.emailTaken);
    await refused(await put('missing-id', { name: 'X' }), 404, ADMIN_USER_MESSAGES.notFound);

    // The last active admin: two admins demoting each other at the same moment, only one wins.
    const other = (await post({ ...base, email: 'second@example.com', role: 'admin' })).json();
    const second = (await client.login('second@example.com', 'long enough pw')).json().token as string;
    // (The loser is refused by the last-admin guard, or, if the winner finished first, its session ended: 401.)
    const [a, b] = await Promise.all([put(other._id, { role: 'user' }), put(bossId, { role: 'user' }, second)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(activeAdmins(app)).toBe(1);
    // The guard itself, deterministically: a (stale) admin removing the only active admin is refused.
    const service = createAdminUsersService({
      db: app.db,
      users: app.repos.users,
      adminUsers: createAdminUsersRepository(app.db),
      passwordMinLength: () => 8,
    });
    const onlyAdmin = app.db.$client.prepare("SELECT id FROM users WHERE role = 'admin' AND active = 1").get() as { id: string };
    const staleActor = { ...app.repos.users.findById(onlyAdmin.id)!, id: 'someone-else' };
    await expect(service.update(staleActor, onlyAdmin.id, { role: 'user' })).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_USER_MESSAGES.lastAdmin,
    });
    await expect(service.update(staleActor, onlyAdmin.id, { active: false })).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_USER_MESSAGES.lastAdmin,
    });
    expect(activeAdmins(app)).toBe(1);

    // A plain user cannot use any of it.
    const user = (await client.login('new@example.com', 'long enough pw')).json().token as string;
    expect((await client.call({ method: 'GET', url: '/api/admin/users', token: user })).statusCode).toBe(403);
    expect((await post(base, user)).statusCode).toBe(403);
    expect((await put(bossId, { name: 'x' }, user)).statusCode).toBe(403);
    expect((await client.call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect(token).toBeTruthy();
  });

  it("refuses a name that is not a person's with 400 INVALID_NAME, like register and profile, and takes every script", async () => {
    const { app, post, put } = await setUp();
    const base = { email: 'named@example.com', role: 'user', password: 'long enough pw', confirmPassword: 'long enough pw' };
    const invalidName = { statusCode: 400, message: CHECKOUT_MESSAGES.personName, code: 'INVALID_NAME' };
    const badNames = ['محمد 😀', '=HYPERLINK(1)', 'Ada ★', 'Ada2'];
    for (const name of badNames) {
      const res = await post({ ...base, name });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 400, body: invalidName });
    }
    const emails = () => (app.db.$client.prepare('SELECT email FROM users').all() as { email: string }[]).map((u) => u.email);
    expect(emails()).not.toContain('named@example.com');

    const created = await post({ ...base, name: '  محمد İlkay  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe('محمد İlkay');
    const id = created.json()._id as string;
    for (const name of badNames) {
      const res = await put(id, { name });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 400, body: invalidName });
    }
    expect(app.repos.users.findById(id)!.name).toBe('محمد İlkay');
    expect((await put(id, { name: "J. R. O'Brien-D\u2019Angelo" })).json().name).toBe("J. R. O'Brien-D\u2019Angelo");

    // An account named before the rule: the edit form sends its name back unchanged, and may still deactivate it.
    app.db.$client.prepare('UPDATE users SET name = ? WHERE id = ?').run('=HYPERLINK(1)', id);
    const deactivated = await put(id, { name: '=HYPERLINK(1)', active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ name: '=HYPERLINK(1)', active: false });
  });

  it('deactivating, a new password or a new role ends the sessions at once', async () => {
    const { client, post, put } = await setUp();
    const pw = 'long enough pw';
    const make = async (email: string) => {
      const created = (await post({ name: 'U', email, role: 'user', password: pw, confirmPassword: pw })).json();
      const token = (await client.login(email, pw)).json().token as string;
      expect((await client.me(token)).statusCode).toBe(200);
      return { id: created._id as string, token };
    };
    const deactivated = await make('a@example.com');
    expect((await put(deactivated.id, { active: false })).statusCode).toBe(200);
    expect((await client.me(deactivated.token)).statusCode).toBe(401);
    expect((await client.login('a@example.com', pw)).statusCode).toBe(401);

    const repassworded = await make('b@example.com');
    expect((await put(repassworded.id, { password: 'a brand new one', confirmPassword: 'a brand new one' })).statusCode).toBe(200);
    expect((await client.me(repassworded.token)).statusCode).toBe(401);
    expect((await client.login('b@example.com', 'a brand new one')).statusCode).toBe(200);

    const promoted = await make('c@example.com');
    expect((await put(promoted.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await client.me(promoted.token)).statusCode).toBe(401);

    const renamed = await make('d@example.com');
    expect((await put(renamed.id, { name: 'Only a name' })).statusCode).toBe(200);
    expect((await client.me(renamed.token)).statusCode).toBe(200); // a name change keeps the session
  });
});
