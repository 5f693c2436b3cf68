import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import { BACKUP_MESSAGES } from '@trabzon/contracts';
import { addDays, todayIso } from '@trabzon/dates';
import { bookingBody, buildBookingsApp } from './helpers/bookings';
import { restoreAs } from './helpers/backup';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { DEFAULT_TEMPLATES } from '../src/features/notifications/templates';

async function adminApp(config: Parameters<typeof buildTestApp>[0] = {}) {
  const built = await buildTestApp(config);
  const client = new Client(built.app);
  const admin = await client.signUp('boss@example.com', 'correct horse', 'Boss');
  built.app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = 'boss@example.com'").run();
  const user = await client.signUp('ada@example.com', 'correct horse', 'Ada');
  return { ...built, client, admin: admin.token, user: user.token };
}

const GENERAL = {
  siteName: 'Trabzon Travel',
  contactEmail: 'hello@example.com',
  currency: 'USD',
  defaultLanguage: 'ar',
  timezone: 'Europe/Istanbul',
};
const SECURITY = {
  passwordMinLength: 12,
  sessionHours: 2,
  loginMaxPerAccount: 3,
  loginMaxPerIp: 50,
  loginWindowMinutes: 10,
  testUsersEnabled: false,
};

describe('settings', () => {
  it('every new admin route refuses anonymous (401) and non-admin (403) callers', async () => {
    const { client, user } = await adminApp();
    const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/api/settings/app' },
      { method: 'PUT', url: '/api/settings/app', body: GENERAL },
      { method: 'GET', url: '/api/settings/security' },
      { method: 'PUT', url: '/api/settings/security', body: SECURITY },
      { method: 'GET', url: '/api/settings/email' },
      { method: 'PUT', url: '/api/settings/email', body: {} },
      { method: 'GET', url: '/api/settings/api-keys' },
      { method: 'PUT', url: '/api/settings/api-keys', body: { providerClientId: 'x' } },
      { method: 'POST', url: '/api/settings/api-keys/test' },
      { method: 'GET', url: '/api/admin/outbox' },
      { method: 'GET', url: '/api/admin/backup' },
      { method: 'POST', url: '/api/admin/restore' },
      { method: 'GET', url: '/api/admin/dashboard' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', body: {} },
      { method: 'PUT', url: '/api/admin/users/x', body: {} },
      { method: 'GET', url: '/api/admin/bookings/x' },
      { method: 'GET', url: '/api/admin/bookings/export.csv' },
    ];
    for (const route of routes) {
      expect((await client.call(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect((await client.call({ ...route, token: user })).statusCode, `${route.method} ${route.url} as user`).toBe(403);
    }
  });

  it('General: validated (bad e-mail, unknown language, zone, currency → 400), saved alone, public through GET /api/settings', async () => {
    const { client, admin } = await adminApp();
    const put = (body: unknown) => client.call({ method: 'PUT', url: '/api/settings/app', body, token: admin });
    const bad = async (body: unknown, text: RegExp) => {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(text);
    };
    await bad({ ...GENERAL, contactEmail: 'not-an-email' }, /^Contact email must be a valid email address/);
    await bad({ ...GENERAL, defaultLanguage: 'fr' }, /Unknown language "fr"/);
    await bad({ ...GENERAL, timezone: 'Mars/Olympus' }, /time zone/);
    await bad({ ...GENERAL, currency: 'EUR' }, /currency/);
    await bad({ ...GENERAL, siteName: '   ' }, /Site name/);
    await bad({ ...GENERAL, extra: 1 }, /not allowed/);
    const before = (await client.call({ method: 'GET', url: '/api/settings' })).json();
    expect(before).toMatchObject({ siteName: 'Trabzon Travel', defaultLanguage: 'tr', taxRate: 12, passwordMinLength: 8 });
    expect((await put(GENERAL)).statusCode).toBe(200);
    const after = (await client.call({ method: 'GET', url: '/api/settings' })).json();
    expect(after).toEqual({ ...GENERAL, taxRate: 12, passwordMinLength: 8 });
    expect(JSON.stringify(after)).not.toMatch(/secret|jwt/i);
  });

  it('Payment: tax 101 and -1 are refused; a new rate prices new bookings only', async () => {
    const { client } = await buildBookingsApp({ stock: { 'pkg-1': 5 } });
    const admin = await client.user('boss@example.com', 'admin');
    const put = (taxRate: unknown) => client.call({ method: 'PUT', url: '/api/settings/payment', body: { taxRate }, token: admin.token });
    expect((await put(101)).statusCode).toBe(400);
    expect((await put(-1)).statusCode).toBe(400);
    expect((await put('12; drop')).statusCode).toBe(400);
    const first = (await client.book()).json().booking;
    expect(first.taxRate).toBe(12);
    expect((await put(20)).statusCode).toBe(200);
    const second = (await client.book()).json().booking;
    expect(second.taxRate).toBe(20);
    const again = await client.call({ method: 'GET', url: `/api/admin/bookings/${first._id}`, token: admin.token });
    expect(again.json().booking).toMatchObject({ taxRate: 12, total: first.total });
  });

  it('Security: bounds checked; the policy, session length and login limits apply; test users only narrowed', async () => {
    const { client, admin, app } = await adminApp({ enableTestUsers: true });
    const put = (body: unknown) => client.call({ method: 'PUT', url: '/api/settings/security', body, token: admin });
    expect((await put({ ...SECURITY, passwordMinLength: 4 })).statusCode).toBe(400);
    expect((await put({ ...SECURITY, sessionHours: 0 })).statusCode).toBe(400);
    expect((await put({ ...SECURITY, loginMaxPerAccount: 1.5 })).statusCode).toBe(400);
    // One sign-in per address would lock out an office behind one address after its first login.
    expect((await put({ ...SECURITY, loginMaxPerIp: 9 })).statusCode).toBe(400);
    expect((await client.call({ method: 'POST', url: '/api/auth/create-test-user' })).statusCode).toBe(200);
    const saved = await put(SECURITY);
    expect(saved.json()).toEqual({ ...SECURITY, testUsersAllowedByEnvironment: true });
    expect((await put({ ...SECURITY, loginMaxPerIp: 10 })).json().loginMaxPerIp).toBe(10);
    expect((await client.call({ method: 'POST', url: '/api/auth/create-test-user' })).statusCode).toBe(404);
    const short = await client.register({ email: 'new@example.com', password: 'elevenchars' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 12 characters');
    expect((await client.register({ email: 'new@example.com', password: 'twelve chars' })).statusCode).toBe(201);
    const login = await client.login('new@example.com', 'twelve chars', '10.0.0.9');
    const payload = JSON.parse(Buffer.from(login.json().token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(2 * 3600);
    // The limit of 3 counts failed sign-ins (the one above gave its count back): the fourth attempt waits.
    for (let i = 0; i < 3; i += 1) expect((await client.login('new@example.com', 'wrong password', '10.0.0.9')).statusCode).toBe(401);
    expect((await client.login('new@example.com', 'twelve chars', '10.0.0.9')).statusCode).toBe(429);
    expect(app).toBeTruthy();

    const { client: strict, admin: strictAdmin } = await adminApp({ enableTestUsers: false });
    const refused = await strict.call({
      method: 'PUT',
      url: '/api/settings/security',
      body: { ...SECURITY, testUsersEnabled: true },
      token: strictAdmin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ENABLE_TEST_USERS/);
  });

  it('Notifications: sender and templates checked; API keys: secret write-only and masked; test connection says what happened', async () => {
    const { client, admin } = await adminApp();
    const email = { senderName: 'Trabzon Travel', senderEmail: 'no-reply@example.com', templates: DEFAULT_TEMPLATES };
    const put = (body: unknown) => client.call({ method: 'PUT', url: '/api/settings/email', body, token: admin });
    expect((await put({ ...email, senderEmail: 'nope' })).statusCode).toBe(400);
    const typo = structuredClone(DEFAULT_TEMPLATES);
    typo.bookingConfirmation.tr.subject = 'Rezervasyon {{referans}}';
    const res = await put({ ...email, templates: typo });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\{\{referans\}\} in bookingConfirmation \(tr\) subject/);
    // An unclosed placeholder would be mailed as typed: refused, named as written.
    const unclosed = structuredClone(DEFAULT_TEMPLATES);
    unclosed.bookingCancellation.ar.body = 'حجزك {{reference';
    const open = await put({ ...email, templates: unclosed });
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toMatch(/^Unknown placeholder \{\{reference in bookingCancellation \(ar\) body;/);
    expect((await put(email)).statusCode).toBe(200);

    const keys = await client.call({
      method: 'PUT',
      url: '/api/settings/api-keys',
      body: { providerClientId: 'my-client', providerClientSecret: 'super-secret-value-1234' },
      token: admin,
    });
    expect(keys.statusCode).toBe(200);
    expect(keys.json()).toMatchObject({ providerClientId: 'my-client', secretSet: true, source: 'settings' });
    expect(keys.json().secretMasked).toMatch(/1234$/);
    expect(keys.body).not.toContain('super-secret');
    const kept = await client.call({
      method: 'PUT',
      url: '/api/settings/api-keys',
      body: { providerClientId: 'other-client' },
      token: admin,
    });
    expect(kept.json()).toMatchObject({ providerClientId: 'other-client', secretSet: true });
    const read = await client.call({ method: 'GET', url: '/api/settings/api-keys', token: admin });
    expect(read.body).not.toContain('super-secret');
    const test = await client.call({ method: 'POST', url: '/api/settings/api-keys/test', token: admin });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ ok: false });
    expect(test.json().message).toMatch(/No provider is configured/);
  });
});

describe('provider keys against a provider', () => {
  const sandboxes: RunningSandbox[] = [];
  afterEach(async () => {
    await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  });

  it('keys the provider refuses are not saved (flights keep working); keys it accepts are', async () => {
    const sandbox = await startSandbox({ port: 0 });
    sandboxes.push(sandbox);
    const { app, client, admin } = await adminApp({
      providerBaseUrl: sandbox.baseUrl,
      providerClientId: SANDBOX_CLIENT_ID,
      providerClientSecret: SANDBOX_CLIENT_SECRET,
    });
    const put = (body: unknown) => client.call({ method: 'PUT', url: '/api/settings/api-keys', body, token: admin });
    const departure = addDays(todayIso(), 10);
    const search = () => app.inject({ url: `/api/flights/search?origin=TZX&destination=IST&departureDate=${departure}&adults=1` });

    const junk = await put({ providerClientId: 'junk', providerClientSecret: 'not-the-secret' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(
      'The provider refused this client id and secret (401: Client credentials are invalid). Nothing was saved.',
    );
    const read = await client.call({ method: 'GET', url: '/api/settings/api-keys', token: admin });
    expect(read.json()).toMatchObject({ providerClientId: SANDBOX_CLIENT_ID, source: 'environment' });
    expect((await search()).statusCode).toBe(200);

    const good = await put({ providerClientId: SANDBOX_CLIENT_ID, providerClientSecret: SANDBOX_CLIENT_SECRET });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ providerClientId: SANDBOX_CLIENT_ID, source: 'settings' });
    expect((await search()).statusCode).toBe(200);
  });

  it('keys are saved when the provider cannot be reached (nothing proves them wrong)', async () => {
    const sandbox = await startSandbox({ port: 0 });
    const baseUrl = sandbox.baseUrl;
    await sandbox.close();
    const { client, admin } = await adminApp({ providerBaseUrl: baseUrl, providerTimeoutMs: 2000 });
    const res = await client.call({
      method: 'PUT',
      url: '/api/settings/api-keys',
      body: { providerClientId: 'new-client', providerClientSecret: 'new-secret-value' },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ providerClientId: 'new-client', source: 'settings' });
  });
});

describe('backup and restore', () => {
  it('a backup taken under booking load restores with every acknowledged booking present', async () => {
    const { app, client } = await buildBookingsApp({ stock: { 'pkg-1': 500 } });
    const admin = await client.user('boss@example.com', 'admin');
    const acknowledged: string[] = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        const res = await client.book(bookingBody({ guests: 1 }));
        if (res.statusCode === 201) acknowledged.push(res.json().booking.reference);
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeBackup = [...acknowledged];
    const backup = await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token });
    const ackedWhenDone = [...acknowledged];
    stop = true;
    await load;
    expect(backup.statusCode).toBe(200);
    expect(backup.headers['content-disposition']).toMatch(/attachment; filename="trabzon-backup-.*\.db"/);
    const bytes = backup.rawPayload;
    expect(bytes.subarray(0, 15).toString('latin1')).toBe('SQLite format 3');

    // More bookings after the backup: the restore must take the database back to the backup.
    const after = (await client.book(bookingBody({ guests: 1 }))).json().booking.reference as string;
    const restore = await restoreAs(client, admin.token)(bytes);
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().previousFile).toMatch(/before-restore/);
    const refs = new Set(
      (app.db.$client.prepare('SELECT reference FROM bookings').all() as { reference: string }[]).map((r) => r.reference),
    );
    for (const ref of ackedBeforeBackup) expect(refs.has(ref), ref).toBe(true);
    expect(ackedWhenDone.length).toBeGreaterThanOrEqual(ackedBeforeBackup.length);
    expect(refs.has(after)).toBe(false);
    // The site still answers, the admin's session survived (same secret, same token version).
    expect((await client.call({ method: 'GET', url: '/api/admin/bookings?limit=1', token: admin.token })).statusCode).toBe(200);
    expect((await client.book(bookingBody({ guests: 1 }))).statusCode).toBe(201);
    // The previous file is kept beside the live one.
    const dir = path.dirname(app.db.$client.name);
    expect(fs.readdirSync(dir).some((f) => f.includes('before-restore'))).toBe(true);
  });

  it('a backup holds no secret: not the token-signing secret, not the provider keys; a restore keeps the running ones', async () => {
    const { app, client } = await buildBookingsApp({ stock: { 'pkg-1': 50 } });
    const admin = await client.user('boss@example.com', 'admin');
    const settings = app.db.$client;
    settings
      .prepare("INSERT INTO settings (key, value) VALUES ('provider_credentials', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
      .run(JSON.stringify({ clientId: 'live-client', clientSecret: 'live-provider-secret' }));
    const secret = settings.prepare("SELECT value FROM settings WHERE key = 'jwt_secret'").pluck().get() as string;
    expect(secret.length).toBeGreaterThan(10);

    const backup = await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token });
    expect(backup.statusCode).toBe(200);
    const bytes = backup.rawPayload;
    // Not in the rows, and not left in the file's free pages either.
    const text = bytes.toString('latin1');
    expect(text.includes(secret.replace(/^"|"$/g, ''))).toBe(false);
    expect(text.includes('live-provider-secret')).toBe(false);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-')), 'copy.db');
    fs.writeFileSync(file, bytes);
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare("SELECT key FROM settings WHERE key IN ('jwt_secret', 'provider_credentials')").all()).toEqual([]);
    copy.close();

    const restore = await restoreAs(client, admin.token)(bytes);
    expect(restore.statusCode, restore.body).toBe(200);
    expect(settings.prepare("SELECT value FROM settings WHERE key = 'jwt_secret'").pluck().get()).toBe(secret);
    expect(JSON.parse(settings.prepare("SELECT value FROM settings WHERE key = 'provider_credentials'").pluck().get() as string)).toEqual({
      clientId: 'live-client',
      clientSecret: 'live-provider-secret',
    });
    expect((await client.call({ method: 'GET', url: '/api/admin/bookings?limit=1', token: admin.token })).statusCode).toBe(200);
  });

  it('refuses a corrupt file, a foreign database and random bytes, while the site keeps serving', async () => {
    const { client, app } = await buildBookingsApp({ stock: { 'pkg-1': 50 } });
    const admin = await client.user('boss@example.com', 'admin');
    await client.book();
    const before = client.count();
    const restore = restoreAs(client, admin.token);

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-'));
    const foreignFile = path.join(tmp, 'other.db');
    const foreign = new Database(foreignFile);
    foreign.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hello')");
    foreign.close();
    const foreignRes = await restore(fs.readFileSync(foreignFile));
    expect(foreignRes.statusCode).toBe(400);
    expect(foreignRes.json().message).toBe(BACKUP_MESSAGES.notOurs);

    const other = new Database(path.join(tmp, 'other-site.db'));
    other.exec(
      "CREATE TABLE __drizzle_migrations (id INTEGER PRIMARY KEY, hash TEXT NOT NULL, created_at NUMERIC); INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('abc', 1)",
    );
    other.close();
    const otherRes = await restore(fs.readFileSync(path.join(tmp, 'other-site.db')));
    expect(otherRes.statusCode).toBe(400);
    expect(otherRes.json().message).toBe(BACKUP_MESSAGES.otherHistory);

    const random = await restore(Buffer.from('this is not a database at all, just text '.repeat(100)));
    expect(random.statusCode).toBe(400);
    expect(random.json().message).toBe(BACKUP_MESSAGES.notSqlite);
    expect((await restore(Buffer.alloc(0))).statusCode).toBe(400);

    // A real backup, damaged in the middle (page contents overwritten): integrity check fails.
    const good = (await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token })).rawPayload;
    const damaged = Buffer.from(good);
    const pageSize = damaged.readUInt16BE(16) === 1 ? 65536 : damaged.readUInt16BE(16);
    for (let page = 2; page * pageSize < damaged.length; page += 3) damaged.fill(0x5a, page * pageSize + 8, page * pageSize + 200);
    const corrupt = await restore(damaged);
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toMatch(/damaged|not an SQLite/);
    const truncated = await restore(good.subarray(0, Math.floor(good.length / 2)));
    expect(truncated.statusCode).toBe(400);

    // Nothing changed and the site keeps serving.
    expect(client.count()).toBe(before);
    expect((await client.book()).statusCode).toBe(201);
    expect((await client.call({ method: 'GET', url: '/api/hotels?limit=1' })).statusCode).toBe(200);
    expect(app.db.$client.open).toBe(true);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});
