import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build';
import { Client, decodePayload } from '../../helpers/auth';
import { isAcceptableProfileImage } from '../../../src/features/users/service';

const clients: Client[] = [];

async function setup() {
  const built = await buildTestApp();
  const client = new Client(built.app);
  clients.push(client);
  return { ...built, client };
}

afterEach(() => {
  for (const client of clients.splice(0)) client.expectNoSecretsIn();
});

const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function profile(client: Client, token: string | undefined, body: Record<string, unknown>) {
  return client.call({ method: 'PUT', url: '/api/users/profile', body, ...(token ? { token } : {}) });
}

describe('PUT /api/users/profile', () => {
  it('updates name, e-mail and image and answers the user without a new token', async () => {
    const { client } = await setup();
    const { token, body: login } = await client.signUp();
    const res = await profile(client, token, {
      name: ' Ada King ',
      email: ' Countess@Example.com',
      profileImage: PNG_1X1,
      currentPassword: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        _id: login.user._id,
        name: 'Ada King',
        email: 'countess@example.com',
        role: 'user',
        profileImage: PNG_1X1,
        active: true,
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
      },
    });
    // The old token still works (no password change) and /me shows the change.
    const me = await client.me(token);
    expect(me.json()).toMatchObject({ name: 'Ada King', email: 'countess@example.com', profileImage: PNG_1X1 });
    expect((await client.login('countess@example.com', 'correct horse')).statusCode).toBe(200);
  });

  it('accepts an empty body, the own e-mail in another case, and null to remove the image', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    expect((await profile(client, token, {})).statusCode).toBe(200);
    expect((await profile(client, token, { email: 'ADA@example.com' })).statusCode).toBe(200);
    await profile(client, token, { profileImage: '/images/avatars/ada.png' });
    const cleared = await profile(client, token, { profileImage: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.profileImage).toBeNull();
  });

  it('answers 409 for an e-mail another account has (any case)', async () => {
    const { client } = await setup();
    await client.signUp('bob@example.com');
    const { token } = await client.signUp('ada@example.com');
    const res = await profile(client, token, { email: 'BOB@example.com', name: 'Changed', currentPassword: 'correct horse' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect((await client.me(token)).json()).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
  });

  it('a new e-mail needs the current password, and the old address is told', async () => {
    const { app, client } = await setup();
    const { token } = await client.signUp();
    const outbox = () =>
      app.db.$client.prepare('SELECT "to", subject, body FROM outbox ORDER BY id').all() as { to: string; subject: string; body: string }[];
    const missing = await profile(client, token, { email: 'thief@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('currentPassword is required to change the email address');
    expect(missing.json().code).toBeUndefined(); // only the wrong password carries the code screens translate
    const wrong = await profile(client, token, { email: 'thief@example.com', currentPassword: 'guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_INCORRECT', message: 'Current password is incorrect' });
    expect((await client.me(token)).json().email).toBe('ada@example.com');
    expect(outbox()).toEqual([]);

    const ok = await profile(client, token, { email: 'new@example.com', currentPassword: 'correct horse' });
    expect(ok.statusCode).toBe(200);
    expect(outbox()).toEqual([
      {
        to: 'ada@example.com',
        subject: 'Your Trabzon Travel email address was changed',
        body: expect.stringContaining('new@example.com'),
      },
    ]);
    const changed = await profile(client, token, { currentPassword: 'correct horse', newPassword: 'another good passphrase' });
    expect(changed.statusCode).toBe(200);
    expect(outbox()[1]).toMatchObject({ to: 'new@example.com', subject: 'Your Trabzon Travel password was changed' });
    // From a Turkish page, the notice is in Turkish.
    const again = await client.call({
      method: 'PUT',
      url: '/api/users/profile?lang=tr',
      token: changed.json().token,
      body: { currentPassword: 'another good passphrase', newPassword: 'a third good passphrase' },
    });
    expect(again.statusCode).toBe(200);
    expect(outbox()[2]).toMatchObject({ to: 'new@example.com', subject: 'Trabzon Travel şifreniz değiştirildi' });
    expect(outbox()[2]!.body).toContain('Hesabınızın şifresi değiştirildi.');
  });

  it('answers 400 "name is required" for a blank name, invisible characters included, and keeps the name', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    for (const name of ['   ', '\u200b\u200b']) {
      const res = await profile(client, token, { name });
      expect([res.statusCode, res.json().message]).toEqual([400, 'name is required']);
    }
    expect((await client.me(token)).json().name).toBe('Ada Lovelace');
  });

  it('answers 400 INVALID_NAME for a name with an emoji, a symbol or a digit, keeps the name, and takes every script', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    for (const name of ['محمد 😀', 'Ada ★', 'Ada2']) {
      const res = await profile(client, token, { name });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 400,
        body: { statusCode: 400, message: 'Use letters only: spaces, hyphens, apostrophes and dots are fine', code: 'INVALID_NAME' },
      });
    }
    expect((await client.me(token)).json().name).toBe('Ada Lovelace');
    expect((await profile(client, token, { name: 'محمد İlkay' })).statusCode).toBe(200);
    expect((await client.me(token)).json().name).toBe('محمد İlkay');
  });

  it('answers 400 for a wrong or missing current password and changes nothing', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    const wrong = await profile(client, token, { name: 'Changed', currentPassword: 'not my password', newPassword: 'brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INCORRECT');
    const missing = await profile(client, token, { newPassword: 'brand new password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('currentPassword is required to set a new password');
    const unchanged = await profile(client, token, { currentPassword: 'correct horse', newPassword: 'correct horse' });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toEqual({
      statusCode: 400,
      code: 'PASSWORD_UNCHANGED',
      message: 'The new password must be different from the current one',
    });
    // A wrong current password is refused as such first: the answer says nothing about the guess.
    const guessed = await profile(client, token, { currentPassword: 'a guess at it', newPassword: 'a guess at it' });
    expect(guessed.json().code).toBe('CURRENT_PASSWORD_INCORRECT');
    const short = await profile(client, token, { currentPassword: 'correct horse', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('newPassword must be at least 8 characters long');
    expect((await client.me(token)).json().name).toBe('Ada Lovelace');
    expect((await client.login('ada@example.com', 'correct horse')).statusCode).toBe(200);
  });

  it('changes the password: a fresh token is answered, every older token ends, the new password logs in', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    const other = (await client.login('ada@example.com', 'correct horse')).json().token as string;
    const res = await profile(client, token, { currentPassword: 'correct horse', newPassword: 'brand new password' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(fresh).toEqual(expect.any(String));
    expect(decodePayload(fresh).ver).toBe(1);
    expect((await client.me(token)).statusCode).toBe(401);
    expect((await client.me(other)).statusCode).toBe(401);
    expect((await client.me(fresh)).statusCode).toBe(200);
    expect((await client.login('ada@example.com', 'correct horse')).statusCode).toBe(401);
    expect((await client.login('ada@example.com', 'brand new password')).statusCode).toBe(200);
  });

  it('refuses fields the user does not own and unsafe images with 400', async () => {
    const { client } = await setup();
    const { token } = await client.signUp();
    for (const field of ['role', 'active', '_id', 'password']) {
      const res = await profile(client, token, { [field]: field === 'active' ? false : 'admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${field} is not allowed`);
    }
    for (const image of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      '//evil.example/a.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    ]) {
      const res = await profile(client, token, { profileImage: image });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^profileImage must be/);
    }
    expect((await client.me(token)).json()).toMatchObject({ role: 'user', active: true, profileImage: null });
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const { client } = await setup();
    const res = await profile(client, undefined, { role: 'admin' });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile images', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
  const png = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8)]);

  it('accepts site paths, https URLs and real PNG, JPEG and WebP data up to 300 KB', () => {
    expect(isAcceptableProfileImage('/uploads/me.png')).toBe(true);
    expect(isAcceptableProfileImage('https://cdn.example.com/me.jpg?size=200')).toBe(true);
    expect(isAcceptableProfileImage(PNG_1X1)).toBe(true);
    expect(isAcceptableProfileImage(dataUrl('png', png(300 * 1024)))).toBe(true);
    expect(isAcceptableProfileImage(dataUrl('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])))).toBe(true);
    expect(isAcceptableProfileImage(dataUrl('webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')))).toBe(true);
  });

  it('refuses bigger images, bytes that are not the declared format, and other schemes', () => {
    expect(isAcceptableProfileImage(dataUrl('png', png(300 * 1024 + 1)))).toBe(false);
    expect(isAcceptableProfileImage(dataUrl('jpeg', png(100)))).toBe(false);
    expect(isAcceptableProfileImage(dataUrl('gif', Buffer.from('GIF89a')))).toBe(false);
    expect(isAcceptableProfileImage('data:image/png;base64,not base64!')).toBe(false);
    expect(isAcceptableProfileImage('https://user:pw@example.com/a.png')).toBe(false);
    expect(isAcceptableProfileImage('ftp://example.com/a.png')).toBe(false);
    expect(isAcceptableProfileImage('/a path with spaces.png')).toBe(false);
    expect(isAcceptableProfileImage('me.png')).toBe(false);
  });
});

describe('route guards (app.authenticate, app.requireAdmin)', () => {
  it('requireAdmin: 401 without or with a bad token, 403 for a user, 200 for an admin', async () => {
    const { app, client } = await setup();
    app.get('/api/test-admin', { onRequest: app.requireAdmin }, async (request) => ({ id: request.user.id }));
    app.get('/api/test-both', { onRequest: [app.authenticate, app.requireAdmin] }, async (request) => ({ id: request.user.id }));
    await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    const admin = (await client.login('admin@trabzontravel.test', 'Admin123!')).json();
    const user = (await client.login('user@trabzontravel.test', 'User123!')).json();

    for (const url of ['/api/test-admin', '/api/test-both']) {
      expect((await client.call({ method: 'GET', url })).statusCode).toBe(401);
      expect((await client.call({ method: 'GET', url, token: 'nonsense' })).statusCode).toBe(401);
      const forbidden = await client.call({ method: 'GET', url, token: user.token });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
      const ok = await client.call({ method: 'GET', url, token: admin.token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: admin.user._id });
    }
  });

  it('takes the role from the database, not from the token: a demoted admin gets 403 at once', async () => {
    const { app, client } = await setup();
    app.get('/api/test-admin', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
    await client.call({ method: 'POST', url: '/api/auth/create-test-user' });
    const { token } = (await client.login('admin@trabzontravel.test', 'Admin123!')).json();
    expect((await client.call({ method: 'GET', url: '/api/test-admin', token })).statusCode).toBe(200);
    app.db.$client.prepare("UPDATE users SET role = 'user' WHERE email = 'admin@trabzontravel.test'").run();
    expect((await client.call({ method: 'GET', url: '/api/test-admin', token })).statusCode).toBe(403);
  });
});
