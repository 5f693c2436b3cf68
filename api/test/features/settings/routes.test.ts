import { describe, expect, it } from 'vitest';
import { bookingBody, buildBookingsApp, inHours } from '../../helpers/bookings';
import { storedJwtSecret } from '../../helpers/auth';

describe('payment settings', () => {
  it('GET /api/settings/payment/public answers the tax rate to anyone (12 by default)', async () => {
    const { client } = await buildBookingsApp();
    const res = await client.call({ method: 'GET', url: '/api/settings/payment/public?lang=ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ taxRate: 12 });
  });

  it('falls back to 12 when the stored value is missing or broken', async () => {
    const { app, client } = await buildBookingsApp();
    app.db.$client.prepare(`UPDATE settings SET value = '{"taxRate":"lots"}' WHERE key = 'payment'`).run();
    expect((await client.call({ method: 'GET', url: '/api/settings/payment/public' })).json()).toEqual({ taxRate: 12 });
    app.db.$client.prepare(`DELETE FROM settings WHERE key = 'payment'`).run();
    expect((await client.call({ method: 'GET', url: '/api/settings/payment/public' })).json()).toEqual({ taxRate: 12 });
  });

  it('admins read and change the rate; the next quote and booking use it', async () => {
    const { client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    const read = await client.call({ method: 'GET', url: '/api/settings/payment', token: admin.token });
    expect(read.json()).toEqual({ taxRate: 12, currency: 'USD' });

    const put = await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin.token, body: { taxRate: 18.5 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ taxRate: 18.5, currency: 'USD' });
    expect((await client.call({ method: 'GET', url: '/api/settings/payment/public' })).json()).toEqual({ taxRate: 18.5 });

    const quote = await client.call({
      method: 'POST',
      url: '/api/bookings/quote',
      body: { type: 'package', itemId: 'pkg-1', startsAt: inHours(48), guests: 2 },
    });
    expect(quote.json()).toMatchObject({ subtotal: 251, taxRate: 18.5, tax: 46.44, total: 297.44 }); // 46.435 → 46.44
    expect((await client.book(bookingBody())).json().booking).toMatchObject({ taxRate: 18.5, tax: 46.44, total: 297.44 });

    expect(
      (await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin.token, body: { taxRate: 0 } })).json().taxRate,
    ).toBe(0);
  });

  it('refuses a rate outside 0..100, with more than two decimals, or extra fields', async () => {
    const { client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    for (const body of [{ taxRate: 101 }, { taxRate: -1 }, { taxRate: 'abc' }, { taxRate: 12.345 }, {}, { taxRate: 12, currency: 'EUR' }]) {
      const res = await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin.token, body });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await client.call({ method: 'GET', url: '/api/settings/payment/public' })).json()).toEqual({ taxRate: 12 });
  });

  it('401 without a token and 403 for a user, for reading and writing', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { taxRate: 0 } : undefined;
      expect((await client.call({ method, url: '/api/settings/payment', body })).statusCode).toBe(401);
      expect((await client.call({ method, url: '/api/settings/payment', body, token: ada.token })).statusCode).toBe(403);
    }
    expect((await client.call({ method: 'GET', url: '/api/settings/payment/public' })).json()).toEqual({ taxRate: 12 });
  });

  it('never answers the jwt_secret setting', async () => {
    const { app, client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    const secret = storedJwtSecret(app);
    const bodies = await Promise.all(
      ['/api/settings/payment/public', '/api/settings/payment', '/api/settings/jwt_secret', '/api/settings'].map(
        async (url) => (await client.call({ method: 'GET', url, token: admin.token })).body,
      ),
    );
    for (const body of bodies) expect(body).not.toContain(secret);
    for (const body of bodies.slice(0, 2)) expect(body).not.toMatch(/jwt/i);
  });
});
