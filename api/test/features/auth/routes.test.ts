import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import { buildTestApp } from '../../helpers/build';
import { Client, craftToken, decodePayload, storedJwtSecret } from '../../helpers/auth';

const clients: Client[] = [];

/** A fresh app and a client that records every body for the leak check after each test. */
async function setup(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const built = await buildTestApp(overrides);
  const client = new Client(built.app);
  clients.push(client);
  return { ...built, client };
}

afterEach(() => {
  vi.useRealTimers();
  // No password hash (nor the token version) ever appears in any response body.
  for (const client of clients.splice(0)) client.expectNoSecretsIn();
});

describe('POST /api/auth/register', () => {
  it('creates an account: 201 with the message, e-mail stored trimmed and lower-cased as a plain user', async () => {
    const { app, client } = await setup();
    const res = await client.register({ name: '  Ada Lovelace ', email: '  Ada@Example.COM ', password: 'correct horse' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Account created successfully! You can now log in.' });
    const row = app.db.$client.prepare('SELECT * FROM users').get() as Record<string, unknown>;
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', active: 1, token_version: 0 });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.last_login_at).toBeNull();
  });

  for (const field of ['name', 'email', 'password'] as const) {
    it(`answers 400 "${field} is required" when ${field} is missing`, async () => {
      const { client } = await setup();
      const body: Record<string, string> = { name: 'Ada', email: 'ada@example.com', password: 'correct horse' };
      delete body[field];
      const res = await client.call({ method: 'POST', url: '/api/auth/register', body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${field} is required`);
    });
  }

  it('answers 400 for an empty or blank name, invisible characters included', async () => {
    const { client } = await setup();
    for (const name of ['', '   ', '\u200b\u200b', ' \ufeff\u2060 ']) {
      const res = await client.register({ name, email: 'ada@example.com', password: 'correct horse' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('name is required');
    }
  });

  it('answers 400 INVALID_NAME for a name with an emoji, a symbol or a digit, and takes every script', async () => {
    const { client } = await setup();
    for (const name of ['محمد 😀', 'Ada ★', 'Ada2']) {
      const res = await client.register({ name, email: 'emoji@example.com', password: 'correct horse' });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 400,
        body: { statusCode: 400, message: 'Use letters only: spaces, hyphens, apostrophes and dots are fine', code: 'INVALID_NAME' },
      });
    }
    for (const [i, name] of ['İlkay Şükrü Ağaoğlu', 'محمد عبد الله', "J. R. O'Brien-D\u2019Angelo"].entries()) {
      expect((await client.register({ name, email: `names${i}@example.com`, password: 'correct horse' })).statusCode).toBe(201);
    }
  });

  it('answers 400 "Please enter a valid email" for a malformed e-mail', async () => {
    const { client } = await setup();
    for (const email of ['not-an-email', 'a@', '@b.co', 'a b@c.co']) {
      const res = await client.register({ email, password: 'correct horse' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email');
    }
  });

  it('answers 400 for a password shorter than 8 characters', async () => {
    const { client } = await setup();
    const res = await client.register({ email: 'ada@example.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password must be at least 8 characters long');
  });

  it('answers a taken e-mail (any case) exactly like a new one, and e-mails the owner instead', async () => {
    const { app, client } = await setup();
    const fresh = await client.register({ email: 'ada@example.com', password: 'correct horse' });
    const res = await client.register({ email: ' ADA@example.com', password: 'another one' });
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 1 });
    expect(app.db.$client.prepare('SELECT "to", subject FROM outbox').all()).toEqual([
      { to: 'ada@example.com', subject: 'Someone tried to register with your email address' },
    ]);
    // The owner's password is unchanged.
    expect((await client.login('ada@example.com', 'correct horse')).statusCode).toBe(200);
  });

  it('refuses blank and common passwords (register, reset, change)', async () => {
    const { client } = await setup();
    for (const password of ['        ', 'password', 'Password1', '12345678', 'qwertyuiop', 'aaaaaaaaaa', 'iloveyou']) {
      const res = await client.register({ email: 'weak@example.com', password });
      expect({ password, status: res.statusCode }).toEqual({ password, status: 400 });
    }
    const { token } = await client.signUp('strong@example.com');
    const change = await client.call({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      body: { currentPassword: 'correct horse', newPassword: 'password123' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toMatch(/too common/);
    // A code, so every screen can word it in its language; only spaces is one character repeated, as weak.
    expect(change.json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await client.register({ email: 'weak@example.com', password: 'iloveyou' })).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await client.register({ email: 'weak@example.com', password: '        ' })).json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('refuses NUL, control and bidi-override characters in names and text', async () => {
    const { client } = await setup();
    for (const name of ['Ada\u0000', 'Ada\u202Eevil', 'A\u0007da', 'Ada\u2066x']) {
      const res = await client.register({ name, email: 'ctl@example.com', password: 'correct horse' });
      expect({ name: JSON.stringify(name), status: res.statusCode }).toEqual({ name: JSON.stringify(name), status: 400 });
      expect(res.json().message).toMatch(/not allowed/);
    }
    expect((await client.register({ name: 'Ayşe Yılmaz عائشة', email: 'ctl@example.com', password: 'correct horse' })).statusCode).toBe(
      201,
    );
  });

  it('refuses fields a client does not own (role, active) with 400 and creates nothing', async () => {
    const { app, client } = await setup();
    for (const extra of [{ role: 'admin' }, { active: false }, { tokenVersion: 5 }]) {
      const res = await client.call({
        method: 'POST',
        url: '/api/auth/register',
        body: { name: 'Eve', email: 'eve@example.com', password: 'correct horse', ...extra },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${Object.keys(extra)[0]} is not allowed`);
    }
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
  });
});

describe('POST /api/auth/login', () => {
  it('answers the token, role, name and public user, and records the login time', async () => {
    const { client } = await setup();
    await client.register({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' });
    const res = await client.login('  ADA@example.com ', 'correct horse');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      role: 'user',
      name: 'Ada Lovelace',
      user: { _id: expect.any(String), name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', profileImage: null },
    });
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'name', 'profileImage', 'role']);
    expect(res.body).not.toMatch(/password|hash/i);

    const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = decodePayload(body.token);
    expect(payload).toMatchObject({ sub: body.user._id, role: 'user', ver: 0 });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(7 * 24 * 3600);

    const me = await client.me(body.token);
    expect(me.json().lastLoginAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(me.json().lastLoginAt)).toBeLessThan(60_000);
  });

  it('answers the same 401 body for a wrong password, an unknown e-mail and an inactive account', async () => {
    const { app, client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    await client.register({ email: 'gone@example.com', password: 'correct horse' });
    app.db.$client.prepare("UPDATE users SET active = 0 WHERE email = 'gone@example.com'").run();

    const wrongPassword = await client.login('ada@example.com', 'wrong password');
    const unknownEmail = await client.login('nobody@example.com', 'correct horse');
    const inactive = await client.login('gone@example.com', 'correct horse');
    for (const res of [wrongPassword, unknownEmail, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(wrongPassword.body);
    }
    expect(wrongPassword.json()).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM users WHERE last_login_at IS NOT NULL').get()).toEqual({ n: 0 });
  });

  it('answers 400 for a missing password or e-mail', async () => {
    const { client } = await setup();
    const noPassword = await client.call({ method: 'POST', url: '/api/auth/login', body: { email: 'ada@example.com' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('password is required');
    const empty = await client.login('ada@example.com', '');
    expect(empty.json().message).toBe('password is required');
    const noEmail = await client.call({ method: 'POST', url: '/api/auth/login', body: { password: 'x' } });
    expect(noEmail.json().message).toBe('email is required');
  });
});

describe('login rate limit', () => {
  const limits = { loginRateLimit: { maxPerAccount: 3, maxPerIp: 5, windowMs: 15 * 60_000 } };

  it('answers 429 with Retry-After after too many attempts for one account from one IP', async () => {
    const { client } = await setup(limits);
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    for (let i = 0; i < 3; i += 1) expect((await client.login('ada@example.com', 'wrong password', '10.0.0.1')).statusCode).toBe(401);

    const blocked = await client.login('ADA@example.com', 'correct horse', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The same account from another IP, and another account from the same IP, still get through.
    expect((await client.login('ada@example.com', 'correct horse', '10.0.0.2')).statusCode).toBe(200);
    expect((await client.login('other@example.com', 'whatever1', '10.0.0.1')).statusCode).toBe(401);
  });

  it('counts failed sign-ins only: people sharing an address sign in as often as they like', async () => {
    const { client } = await setup(limits);
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    await client.register({ email: 'bob@example.com', password: 'battery staple' });
    // More successful sign-ins from one address than either limit allows (3 per account, 5 per address).
    for (let i = 0; i < 4; i += 1) {
      expect((await client.login('ada@example.com', 'correct horse', '10.0.0.7')).statusCode).toBe(200);
      expect((await client.login('bob@example.com', 'battery staple', '10.0.0.7')).statusCode).toBe(200);
    }
    // Failures still count: three wrong passwords for one account, then even the right one waits.
    for (let i = 0; i < 3; i += 1) expect((await client.login('ada@example.com', 'wrong password', '10.0.0.7')).statusCode).toBe(401);
    expect((await client.login('ada@example.com', 'correct horse', '10.0.0.7')).statusCode).toBe(429);
  });

  it('limits one IP across accounts, leaves other IPs alone, and lets the IP in again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await setup(limits);
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    for (let i = 0; i < 5; i += 1) {
      expect((await client.login(`user${i}@example.com`, 'wrong password', '10.0.0.9')).statusCode).toBe(401);
    }
    const blocked = await client.login('ada@example.com', 'correct horse', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await client.login('ada@example.com', 'correct horse', '10.0.0.10')).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await client.login('ada@example.com', 'correct horse', '10.0.0.9')).statusCode).toBe(200);
  });

  it('slows the guessing of one account from many addresses, but not its owner at an address it signed in from', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    // The owner signs in once from home.
    expect((await client.login('ada@example.com', 'correct horse', '192.0.2.1')).statusCode).toBe(200);
    // Six wrong guesses, each from its own address (the per-address limits see one each).
    for (let i = 0; i < 6; i += 1) expect((await client.login('ada@example.com', 'guess ' + i, `198.51.100.${i}`)).statusCode).toBe(401);
    // Now a new address waits, even with the right password...
    const slowed = await client.login('ada@example.com', 'correct horse', '198.51.100.77');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(2);
    // ...while the owner at home is not locked out, and other accounts are not touched.
    expect((await client.login('ADA@example.com', 'correct horse', '192.0.2.1')).statusCode).toBe(200);
    expect((await client.login('bob@example.com', 'nope nope', '198.51.100.77')).statusCode).toBe(401);
    // The owner's success cleared the count: a new address is let through again.
    expect((await client.login('ada@example.com', 'correct horse', '198.51.100.78')).statusCode).toBe(200);
  });

  it('shows the remaining time in minutes, rounded up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await setup({ loginRateLimit: { maxPerAccount: 1, maxPerIp: 10, windowMs: 15 * 60_000 } });
    await client.login('ada@example.com', 'x', '10.0.0.1');
    vi.setSystemTime(Date.now() + 14 * 60_000 + 30_000);
    const res = await client.login('ada@example.com', 'x', '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().message).toBe('Too many login attempts. Please try again in 1 minute.');
  });
});

describe('sign-up and reset request limits', () => {
  const outbox = (client: Client) =>
    client.app.db.$client.prepare('SELECT "to", subject FROM outbox ORDER BY id').all() as { to: string }[];

  it('answers 429 with Retry-After once one address has asked too often; other addresses still get through', async () => {
    const { client } = await setup({ accountRequestsPerHour: { register: 2, forgotPassword: 3 } });
    const register = (n: number, ip: string) =>
      client.call({
        method: 'POST',
        url: '/api/auth/register',
        ip,
        body: { name: 'Ada', email: `ada${n}@example.com`, password: 'correct horse' },
      });
    const forgot = (ip: string) =>
      client.call({ method: 'POST', url: '/api/auth/forgotpassword', ip, body: { email: 'nobody@example.com' } });

    expect([(await register(1, '10.0.0.1')).statusCode, (await register(2, '10.0.0.1')).statusCode]).toEqual([201, 201]);
    const refused = await register(3, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests from your connection. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await client.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(client.app.db.$client.prepare("SELECT count(*) AS n FROM users WHERE email = 'ada3@example.com'").get()).toEqual({ n: 0 });
    expect((await register(3, '10.0.0.2')).statusCode).toBe(201);

    for (let i = 0; i < 3; i += 1) expect((await forgot('10.0.0.3')).statusCode).toBe(200);
    expect((await forgot('10.0.0.3')).statusCode).toBe(429);
    expect((await forgot('10.0.0.4')).statusCode).toBe(200);
  });

  it('answers a reset request for an account no faster than one for an unknown address (its time tells nothing)', async () => {
    const { client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await client.call({ method: 'POST', url: '/api/auth/forgotpassword', body: { email } });
      return { status: res.statusCode, message: res.json().message, ms: performance.now() - started };
    };
    const known = await timed('ada@example.com');
    const unknown = await timed('nobody@example.com');
    expect({ ...known, ms: undefined }).toEqual({ ...unknown, ms: undefined });
    // Both take the padded time at least; before, the unknown address answered about ten times sooner.
    expect(known.ms).toBeGreaterThanOrEqual(145);
    expect(unknown.ms).toBeGreaterThanOrEqual(145);
  });

  it('sends an address at most 5 account e-mails an hour, with the same answer after that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    for (let i = 0; i < 4; i += 1) {
      const ip = `10.0.1.${i}`;
      expect(
        (await client.call({ method: 'POST', url: '/api/auth/forgotpassword', ip, body: { email: 'ada@example.com' } })).statusCode,
      ).toBe(200);
      const again = await client.call({
        method: 'POST',
        url: '/api/auth/register',
        ip,
        body: { name: 'X', email: 'ada@example.com', password: 'another horse' },
      });
      expect(again.statusCode).toBe(201);
    }
    expect(outbox(client).filter((mail) => mail.to === 'ada@example.com')).toHaveLength(5);

    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    await client.call({ method: 'POST', url: '/api/auth/forgotpassword', ip: '10.0.2.1', body: { email: 'ada@example.com' } });
    expect(outbox(client).filter((mail) => mail.to === 'ada@example.com')).toHaveLength(6);
  });
});

describe('GET /api/auth/me and tokens', () => {
  it('answers the signed-in user', async () => {
    const { client } = await setup();
    const { token, body } = await client.signUp();
    const res = await client.me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: body.user._id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'user',
      profileImage: null,
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lastLoginAt: expect.any(String),
    });
  });

  it('answers 401 without a token or with a malformed Authorization header', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    const none = await client.me();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Authentication required. Please log in.');
    for (const authorization of [token, `Basic ${token}`, 'Bearer', 'Bearer not.a.token']) {
      const res = await client.call({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers 401 for a tampered token: changed signature, changed payload, or another secret', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
    const elevated = Buffer.from(JSON.stringify({ ...decodePayload(token), role: 'admin' })).toString('base64url');
    const otherSecret = craftToken(decodePayload(token), 'some-other-secret-that-is-long-enough-0123456789');
    for (const bad of [`${head}.${payload}.${flipped}`, `${head}.${elevated}.${signature}`, otherSecret]) {
      const res = await client.me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session is no longer valid. Please log in again.');
    }
    expect((await client.me(token)).statusCode).toBe(200);
  });

  it('accepts HS256 only: alg none and HS512 with the right key are refused', async () => {
    const { app, client } = await setup();
    const { token } = await client.signUp();
    const secret = storedJwtSecret(app);
    const payload = decodePayload(token);
    expect((await client.me(craftToken(payload, secret))).statusCode).toBe(200); // the hand-made HS256 is fine
    expect((await client.me(craftToken(payload, secret, { alg: 'none', typ: 'JWT' }))).statusCode).toBe(401);
    expect((await client.me(craftToken(payload, secret, { alg: 'HS512', typ: 'JWT' }))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token (signed with a past exp, or outlived)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, client } = await setup({ jwtExpiresIn: '1h' });
    const { token } = await client.signUp();
    const now = Math.floor(Date.now() / 1000);
    const past = craftToken({ ...decodePayload(token), iat: now - 7200, exp: now - 3600 }, storedJwtSecret(app));
    const res = await client.me(past);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');

    expect((await client.me(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 3600_000 + 5000);
    const outlived = await client.me(token);
    expect(outlived.statusCode).toBe(401);
    expect(outlived.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('answers 401 for the token of an inactive or deleted user, and for a stale token version', async () => {
    const { app, client } = await setup();
    const ada = await client.signUp('ada@example.com');
    const bob = await client.signUp('bob@example.com');
    const cyd = await client.signUp('cyd@example.com');
    app.db.$client.prepare("UPDATE users SET active = 0 WHERE email = 'ada@example.com'").run();
    app.db.$client.prepare("DELETE FROM users WHERE email = 'bob@example.com'").run();
    app.db.$client.prepare("UPDATE users SET token_version = token_version + 1 WHERE email = 'cyd@example.com'").run();
    for (const token of [ada.token, bob.token, cyd.token]) expect((await client.me(token)).statusCode).toBe(401);
  });

  it('POST /api/auth/logout ends this token and every other token of the user', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    const second = (await client.login('ada@example.com', 'correct horse')).json().token as string;
    const res = await client.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.' });
    expect((await client.me(token)).statusCode).toBe(401);
    expect((await client.me(second)).statusCode).toBe(401);
    expect((await client.call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(401);
    // Logging in again works and gives a token that works.
    const again = (await client.login('ada@example.com', 'correct horse')).json().token as string;
    expect((await client.me(again)).statusCode).toBe(200);
  });

  it('keeps a generated secret across restarts on the same database file', async () => {
    const { app, config, client } = await setup();
    expect(config.jwtSecret).toBeNull();
    const { token } = await client.signUp();
    const secret = storedJwtSecret(app);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    await app.close();

    const again = await buildApp(config, { logger: false });
    try {
      expect(storedJwtSecret(again)).toBe(secret);
      const res = await again.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('uses JWT_SECRET when configured: a token of another secret is refused', async () => {
    const first = await setup({ jwtSecret: 'first-secret-0123456789-0123456789-0123456789' });
    const { token } = await first.client.signUp();
    expect((await first.client.me(token)).statusCode).toBe(200);
    await first.app.close();
    const second = await buildApp({ ...first.config, jwtSecret: 'second-secret-0123456789-0123456789-01234567' }, { logger: false });
    try {
      const res = await second.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('forgotten password', () => {
  const outbox = (client: Client) =>
    client.app.db.$client.prepare('SELECT * FROM outbox ORDER BY id').all() as {
      to: string;
      subject: string;
      body: string;
    }[];
  const forgot = (client: Client, email: string) => client.call({ method: 'POST', url: '/api/auth/forgotpassword', body: { email } });
  const reset = (client: Client, token: string, password: string) =>
    client.call({ method: 'PUT', url: `/api/auth/resetpassword/${token}`, body: { password } });
  const tokenFrom = (body: string) => /\/reset-password\/([\w-]+)/.exec(body)![1]!;

  it('answers the same for an existing and an unknown e-mail; only the existing one gets an e-mail', async () => {
    const { app, client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    const known = await forgot(client, ' ADA@example.com');
    const unknown = await forgot(client, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'If an account exists for this email, a reset link has been sent.' });

    const mails = outbox(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ada@example.com', subject: expect.stringMatching(/reset/i) });
    expect(mails[0]!.body).toMatch(/^http:\/\/localhost:8080\/reset-password\/[\w-]{43}$/m);
    // Only the token's SHA-256 is stored.
    const token = tokenFrom(mails[0]!.body);
    const stored = app.db.$client.prepare('SELECT token_hash FROM password_resets').all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it("is written in the language of the page that asked, under the site's name; the link works the same", async () => {
    const { app, client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    app.repos.siteSettings.setApp({ ...app.repos.siteSettings.app(), siteName: 'Karadeniz Tours' });
    await client.call({ method: 'POST', url: '/api/auth/forgotpassword?lang=tr', body: { email: 'ada@example.com' } });
    await client.call({ method: 'POST', url: '/api/auth/forgotpassword?lang=ar', body: { email: 'ada@example.com' } });
    const [tr, ar] = outbox(client);
    expect(tr!.subject).toBe('Karadeniz Tours şifrenizi sıfırlayın');
    expect(tr!.body).toContain('bir saat içinde');
    expect(ar!.subject).toBe('إعادة تعيين كلمة مرورك في Karadeniz Tours');
    expect(ar!.body).toMatch(/^مرحبًا Ada Lovelace،$/m);
    const res = await client.call({
      method: 'PUT',
      url: `/api/auth/resetpassword/${tokenFrom(ar!.body)}`,
      body: { password: 'brand new password' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends nothing for an inactive account, and 400 for a malformed e-mail', async () => {
    const { app, client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });
    app.db.$client.prepare('UPDATE users SET active = 0').run();
    expect((await forgot(client, 'ada@example.com')).statusCode).toBe(200);
    expect(outbox(client)).toHaveLength(0);
    const bad = await forgot(client, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email');
  });

  it('resets the password once with the token, ends old sessions; a second use is 400', async () => {
    const { client } = await setup();
    const { token: session } = await client.signUp();
    await forgot(client, 'ada@example.com');
    const token = tokenFrom(outbox(client)[0]!.body);

    const short = await reset(client, token, 'short');
    expect(short.statusCode).toBe(400);

    const res = await reset(client, token, 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password has been reset. You can now log in.' });
    expect((await client.me(session)).statusCode).toBe(401);
    expect((await client.login('ada@example.com', 'correct horse')).statusCode).toBe(401);
    expect((await client.login('ada@example.com', 'brand new password')).statusCode).toBe(200);

    const again = await reset(client, token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired reset token');
    expect((await client.login('ada@example.com', 'brand new password')).statusCode).toBe(200);
  });

  it('refuses an unknown token, an expired token and a token replaced by a newer request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await setup();
    await client.register({ email: 'ada@example.com', password: 'correct horse' });

    const unknown = await reset(client, 'x'.repeat(43), 'brand new password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid or expired reset token');
    expect(unknown.json().code).toBe('RESET_LINK_INVALID');

    await forgot(client, 'ada@example.com');
    await forgot(client, 'ada@example.com');
    const [older, newer] = outbox(client).map((mail) => tokenFrom(mail.body)) as [string, string];
    expect((await reset(client, older, 'brand new password')).statusCode).toBe(400);

    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    const expired = await reset(client, newer, 'brand new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired reset token');
    expect((await client.login('ada@example.com', 'correct horse')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/create-test-user', () => {
  it('creates an admin and a user whose credentials log in, and works again when called twice', async () => {
    const { client } = await setup();
    const first = await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Test users created successfully!',
      credentials: [
        { role: 'admin', email: 'admin@trabzontravel.test', password: 'Admin123!' },
        { role: 'user', email: 'user@trabzontravel.test', password: 'User123!' },
      ],
    });
    const session = (await client.login('admin@trabzontravel.test', 'Admin123!')).json().token as string;

    const second = await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    expect(second.statusCode).toBe(200);
    for (const { role, email, password } of second.json().credentials as { role: string; email: string; password: string }[]) {
      const login = await client.login(email, password);
      expect(login.statusCode).toBe(200);
      expect(login.json().role).toBe(role);
      expect(login.json().user.role).toBe(role);
    }
    // A session of the test admin survives another click on the button.
    expect((await client.me(session)).statusCode).toBe(200);
  });

  it('never resets a test account whose password was changed, nor ends its sessions', async () => {
    const { app, client } = await setup();
    await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    const admin = (await client.login('admin@trabzontravel.test', 'Admin123!')).json().token as string;
    const changed = await client.call({
      method: 'PUT',
      url: '/api/users/profile',
      token: admin,
      body: { currentPassword: 'Admin123!', newPassword: 'a private passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    const session = changed.json().token as string;
    const again = await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    expect(again.statusCode).toBe(200);
    // Only the untouched user account is offered; the admin keeps the password it chose.
    expect(again.json().credentials).toEqual([{ role: 'user', email: 'user@trabzontravel.test', password: 'User123!' }]);
    expect((await client.login('admin@trabzontravel.test', 'Admin123!')).statusCode).toBe(401);
    expect((await client.login('admin@trabzontravel.test', 'a private passphrase 42')).statusCode).toBe(200);
    expect((await client.me(session)).statusCode).toBe(200);
    // A deactivated test account stays deactivated.
    app.db.$client.prepare("UPDATE users SET active = 0 WHERE email = 'user@trabzontravel.test'").run();
    const third = await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    expect(third.json().credentials).toEqual([]);
    expect(third.json().message).toMatch(/left as they are/);
    expect(app.db.$client.prepare("SELECT active FROM users WHERE email = 'user@trabzontravel.test'").get()).toEqual({ active: 0 });
  });

  it('answers 404 with a message saying how to switch it on when off (the default)', async () => {
    const { app, client } = await setup({ enableTestUsers: false });
    const res = await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('ENABLE_TEST_USERS=true');
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
  });

  it('refuses any address but loopback unless allowed, and is rate limited per address', async () => {
    const { app, client } = await setup({ testUsersPerMinute: 3 });
    const remote = await client.call({ method: 'POST', url: '/api/auth/create-test-user', ip: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toContain('TEST_USERS_ALLOW_REMOTE');
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await client.call({ method: 'POST', url: '/api/auth/create-test-user', ip })).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) await client.call({ method: 'POST', url: '/api/auth/create-test-user', ip: '127.0.0.2' });
    const limited = await client.call({ method: 'POST', url: '/api/auth/create-test-user', ip: '127.0.0.2' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const open = await setup({ testUsersAllowRemote: true });
    expect((await open.client.call({ method: 'POST', url: '/api/auth/create-test-user', ip: '203.0.113.9' })).statusCode).toBe(200);
  });
});
