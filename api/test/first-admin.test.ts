import { describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../src/features/auth/first-admin';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';

describe('the first admin of an empty database', () => {
  it('is created once with a random password, and must change it at first sign-in', async () => {
    const { app } = await buildTestApp();
    const client = new Client(app);
    const first = await createFirstAdmin(app.repos.users, 'boss@example.com');
    expect(first).not.toBeNull();
    expect(first!.password.length).toBeGreaterThanOrEqual(20);
    // A second start (any account exists) creates nothing.
    expect(await createFirstAdmin(app.repos.users, 'boss@example.com')).toBeNull();
    const other = await buildTestApp();
    const second = await createFirstAdmin(other.app.repos.users, 'boss@example.com');
    expect(second!.password).not.toBe(first!.password);

    const login = await client.login('boss@example.com', first!.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'admin', mustChangePassword: true });
    const token = login.json().token as string;
    expect((await client.me(token)).json().mustChangePassword).toBe(true);

    // Until the password is replaced, the back office's API is closed to it (its own profile is not).
    const refused = await client.call({ method: 'GET', url: '/api/admin/users', token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const changed = await client.call({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      body: { currentPassword: first!.password, newPassword: 'the admin chose this one' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await client.login('boss@example.com', 'the admin chose this one');
    expect(again.json().mustChangePassword).toBeUndefined();
    expect((await client.me(again.json().token as string)).json().mustChangePassword).toBeUndefined();
    expect((await client.call({ method: 'GET', url: '/api/admin/users', token: again.json().token as string })).statusCode).toBe(200);
  });
});
