import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { immediate } from '../../../src/db/transaction';
import { bookingBody, buildBookingsApp, type BookingsClient } from '../../helpers/bookings';
import { day, seededHotel } from '../../helpers/hotels';

// The tax rate and the site's name are kept in memory (settings/cache.ts): whoever changes them,
// the very next booking must use the new value.

const taxOfNextBooking = async (client: BookingsClient): Promise<number> => {
  const res = await client.book();
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.taxRate as number;
};

describe('settings kept in memory', () => {
  it('an admin change of the tax rate is used by the next quote and booking', async () => {
    const { client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    expect(await taxOfNextBooking(client)).toBe(12);
    const put = await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin.token, body: { taxRate: 18 } });
    expect(put.statusCode).toBe(200);
    expect(await taxOfNextBooking(client)).toBe(18);
    const quote = await client.call({ method: 'POST', url: '/api/bookings/quote', body: bookingBody() });
    expect(quote.json().taxRate).toBe(18);
  });

  it('an admin change of the site name is used by the next hold e-mail', async () => {
    const { app, client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    const hotel = seededHotel(app, 'hamsikoy-stone-inn');
    const hold = (email: string, checkIn: string, checkOut: string) =>
      client.book({
        type: 'hotel',
        hotelId: hotel.id,
        roomTypeId: hotel.rooms[0]!.id,
        checkIn,
        checkOut,
        guests: 1,
        contact: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+90 555 111 22 33' },
        payment: { method: 'payAtHotel' },
      });
    const lastSubject = () => app.db.$client.prepare('SELECT subject FROM outbox ORDER BY id DESC LIMIT 1').pluck().get() as string;

    expect((await hold('one@example.com', day(7), day(8))).statusCode).toBe(201);
    expect(lastSubject()).toContain('Trabzon Travel');
    const general = (await client.call({ method: 'GET', url: '/api/settings/app', token: admin.token })).json();
    const put = await client.call({
      method: 'PUT',
      url: '/api/settings/app',
      token: admin.token,
      body: { ...general, siteName: 'Karadeniz Tours' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await hold('two@example.com', day(10), day(11))).statusCode).toBe(201);
    expect(lastSubject()).toContain('Karadeniz Tours');
  });

  it('a change made with SQL, on this connection or another one, is used by the next booking', async () => {
    const { app, client, config } = await buildBookingsApp();
    expect(await taxOfNextBooking(client)).toBe(12);
    app.db.$client.prepare(`UPDATE settings SET value = '{"taxRate":15,"currency":"USD"}' WHERE key = 'payment'`).run();
    expect(await taxOfNextBooking(client)).toBe(15);
    const other = new Database(config.databasePath);
    try {
      other.prepare(`UPDATE settings SET value = '{"taxRate":9,"currency":"USD"}' WHERE key = 'payment'`).run();
    } finally {
      other.close();
    }
    expect(await taxOfNextBooking(client)).toBe(9);
  });

  it('a restore brings back the backup’s tax rate for the next booking', async () => {
    const { client } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    const backup = await client.call({ method: 'GET', url: '/api/admin/backup', token: admin.token });
    expect(backup.statusCode).toBe(200);
    await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin.token, body: { taxRate: 20 } });
    expect(await taxOfNextBooking(client)).toBe(20);
    const restore = await client.call({
      method: 'POST',
      url: '/api/admin/restore',
      body: backup.rawPayload,
      token: admin.token,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await taxOfNextBooking(client)).toBe(12);
  });

  it('a change rolled back is never used, even when read before the rollback', async () => {
    const { app, client } = await buildBookingsApp();
    expect(app.repos.settings.payment().taxRate).toBe(12);
    expect(() =>
      immediate(app.db, () => {
        app.repos.settings.updatePayment({ taxRate: 30 });
        expect(app.repos.settings.payment().taxRate).toBe(30);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(app.repos.settings.payment().taxRate).toBe(12);
    expect(await taxOfNextBooking(client)).toBe(12);
  });
});
