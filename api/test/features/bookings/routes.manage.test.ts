import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@trabzon/contracts';
import { bookingBody, buildBookingsApp, expiry, inHours } from '../../helpers/bookings';

const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];
const contact = (changes: Record<string, unknown>) => ({ ...(bookingBody().contact as Record<string, unknown>), ...changes });

describe('GET /api/bookings: the signed-in user’s own bookings', () => {
  it('pages newest first with total and pages; default 10, limit up to 50', async () => {
    const { client } = await buildBookingsApp({ stock: { 'pkg-1': 20 } });
    const ada = await client.user('ada@example.com');
    const references: string[] = [];
    for (let i = 0; i < 12; i += 1) references.push((await client.book(bookingBody(), ada.token)).json().booking.reference);
    const newestFirst = [...references].reverse();

    const first = await client.call({ method: 'GET', url: '/api/bookings', token: ada.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, pages: 2 });
    expect(first.json().results.map((b: { reference: string }) => b.reference)).toEqual(newestFirst.slice(0, 10));
    const second = await client.call({ method: 'GET', url: '/api/bookings?page=2&lang=tr', token: ada.token });
    expect(second.json()).toMatchObject({ total: 12, page: 2, pages: 2 });
    expect(second.json().results.map((b: { reference: string }) => b.reference)).toEqual(newestFirst.slice(10));
    const small = await client.call({ method: 'GET', url: '/api/bookings?limit=5&page=3', token: ada.token });
    expect(small.json()).toMatchObject({ total: 12, page: 3, pages: 3 });
    expect(small.json().results).toHaveLength(2);
    const beyond = await client.call({ method: 'GET', url: '/api/bookings?page=9', token: ada.token });
    expect(beyond.json()).toMatchObject({ results: [], total: 12, page: 9, pages: 2 });

    for (const query of ['limit=51', 'limit=0', 'page=0', 'page=x']) {
      expect((await client.call({ method: 'GET', url: `/api/bookings?${query}`, token: ada.token })).statusCode).toBe(400);
    }
  });

  it('shows only the user’s own: not another user’s, not a guest’s; 401 without a token', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const eve = await client.user('eve@example.com');
    await client.book(bookingBody(), ada.token);
    await client.book(bookingBody()); // a guest with Ada's e-mail
    const mine = await client.call({ method: 'GET', url: '/api/bookings', token: eve.token });
    expect(mine.json()).toEqual({ results: [], total: 0, page: 1, pages: 0 });
    const adas = await client.call({ method: 'GET', url: '/api/bookings', token: ada.token });
    expect(adas.json().total).toBe(1);
    expect((await client.call({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});

describe('GET /api/bookings/:id', () => {
  it('the owner and admins see it; another user and a missing id get the same 404; no token is 401', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const eve = await client.user('eve@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    const { booking } = (await client.book(bookingBody(), ada.token)).json();
    const url = `/api/bookings/${booking._id}`;

    const own = await client.call({ method: 'GET', url, token: ada.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(booking);
    expect((await client.call({ method: 'GET', url, token: admin.token })).json()._id).toBe(booking._id);

    const other = await client.call({ method: 'GET', url, token: eve.token });
    const missing = await client.call({ method: 'GET', url: '/api/bookings/does-not-exist', token: eve.token });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json().message).toBe('Booking not found');
    expect((await client.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('a guest booking is visible to admins only', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    const { booking } = (await client.book()).json();
    expect((await client.call({ method: 'GET', url: `/api/bookings/${booking._id}`, token: ada.token })).statusCode).toBe(404);
    expect((await client.call({ method: 'GET', url: `/api/bookings/${booking._id}`, token: admin.token })).statusCode).toBe(200);
  });
});

describe('GET /api/bookings/lookup: a guest finds a booking by reference and e-mail', () => {
  it('both must match; the e-mail and reference case do not matter', async () => {
    const { client } = await buildBookingsApp();
    const { booking } = (await client.book()).json();
    const lookup = (reference: string, email: string) =>
      client.call({
        method: 'GET',
        url: `/api/bookings/lookup?reference=${encodeURIComponent(reference)}&email=${encodeURIComponent(email)}`,
      });

    const found = await lookup(booking.reference, 'ada@example.com');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(booking);
    expect((await lookup(` ${booking.reference.toLowerCase()} `, ' ADA@Example.COM ')).json()._id).toBe(booking._id);
    // As a guest types it from an e-mail or a phone call: without the hyphen, or with a space for it.
    const [letters, digits] = booking.reference.split('-');
    expect((await lookup(`${letters}${digits}`, 'ada@example.com')).json()._id).toBe(booking._id);
    expect((await lookup(`${letters.toLowerCase()} ${digits}`, 'ada@example.com')).json()._id).toBe(booking._id);

    const wrongEmail = await lookup(booking.reference, 'eve@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().message).toBe('Booking not found');
    expect((await lookup('TP-000000', 'ada@example.com')).statusCode).toBe(404);
    expect((await client.call({ method: 'GET', url: `/api/bookings/lookup?reference=${booking.reference}` })).statusCode).toBe(400);

    // A booking made signed in: the lookup shows it without the account's id.
    const ada = await client.user('ada@example.com');
    const own = (await client.book(bookingBody({ idempotencyKey: 'signed-in' }), ada.token)).json().booking;
    expect(own.userId).toBe(ada.id);
    const looked = await lookup(own.reference, 'ada@example.com');
    expect([looked.statusCode, looked.json().userId]).toEqual([200, null]);
  });

  it('is rate limited per client IP (429 with Retry-After)', async () => {
    const { client } = await buildBookingsApp({ bookings: { lookupRateLimit: { max: 3, windowMs: 60_000 } } });
    const url = '/api/bookings/lookup?reference=TP-000001&email=a@b.co';
    for (let i = 0; i < 3; i += 1) expect((await client.call({ method: 'GET', url, ip: '10.0.0.1' })).statusCode).toBe(404);
    const limited = await client.call({ method: 'GET', url, ip: '10.0.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().message).toBe('Too many lookups. Please try again in 1 minute.');
    expect((await client.call({ method: 'GET', url, ip: '10.0.0.2' })).statusCode).toBe(404);
  });
});

describe('POST /api/bookings/:id/cancel', () => {
  it('more than 24 hours before the service: cancelled, stock given back, not cancellable any more', async () => {
    const { client, stock } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(25) }), ada.token)).json();
    expect(booking.cancellable).toBe(true);
    expect(stock.available()).toBe(4);

    const res = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json().booking;
    expect(cancelled).toMatchObject({
      _id: booking._id,
      status: 'cancelled',
      cancellable: false,
      cancellableUntil: booking.cancellableUntil,
    });
    expect(Date.parse(cancelled.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(cancelled.updatedAt).toBe(cancelled.cancelledAt);
    expect(stock.available()).toBe(5);
    expect(stock.calls.release).toBe(1);

    const again = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cancelled booking cannot be cancelled');
    expect(stock.available()).toBe(5);
  });

  it('within 24 hours of the service: refused with 409, nothing changes', async () => {
    const { app, client, stock } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(23) }), ada.token)).json();
    expect(booking.cancellable).toBe(false);
    const res = await client.call({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, token: ada.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Free cancellation ends 24 hours before the service. Please contact us to change this booking.');
    expect(stock.available()).toBe(4);
    expect(app.db.$client.prepare('SELECT status, cancelled_at FROM bookings').get()).toEqual({ status: 'confirmed', cancelled_at: null });
  });

  it('the window ends exactly 24 hours before the service starts', async () => {
    const startsAt = Date.parse('2030-06-15T12:00:00.000Z');
    let now = new Date(startsAt - 24 * 3_600_000 - 1);
    const { client } = await buildBookingsApp({ bookings: { now: () => now } });
    const ada = await client.user('ada@example.com');
    const body = bookingBody({
      startsAt: new Date(startsAt).toISOString(),
      payment: { ...(bookingBody().payment as object), expiryDate: expiry(24, now) }, // valid on the test's clock
    });
    const early = (await client.book(body, ada.token)).json().booking;
    const late = (await client.book(body, ada.token)).json().booking;
    expect(early.cancellableUntil).toBe('2030-06-14T12:00:00.000Z');
    expect((await client.call({ method: 'POST', url: `/api/bookings/${early._id}/cancel`, token: ada.token })).statusCode).toBe(200);
    now = new Date(startsAt - 24 * 3_600_000);
    expect((await client.call({ method: 'POST', url: `/api/bookings/${late._id}/cancel`, token: ada.token })).statusCode).toBe(409);
  });

  it('only the owner or an admin; a completed booking cannot be cancelled', async () => {
    const { app, client, stock } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const eve = await client.user('eve@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    const { booking } = (await client.book(bookingBody(), ada.token)).json();
    const url = `/api/bookings/${booking._id}/cancel`;
    expect((await client.call({ method: 'POST', url })).statusCode).toBe(401);
    expect((await client.call({ method: 'POST', url, token: eve.token })).statusCode).toBe(404);
    expect((await client.call({ method: 'POST', url: '/api/bookings/nope/cancel', token: ada.token })).statusCode).toBe(404);

    const guest = (await client.book()).json().booking;
    expect((await client.call({ method: 'POST', url: `/api/bookings/${guest._id}/cancel`, token: admin.token })).statusCode).toBe(200);

    app.db.$client.prepare("UPDATE bookings SET status = 'completed' WHERE id = ?").run(booking._id);
    const completed = await client.call({ method: 'POST', url, token: ada.token });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('A completed booking cannot be cancelled');
    expect(stock.available()).toBe(4);
  });
});

describe('GET /api/admin/bookings', () => {
  async function seeded() {
    const built = await buildBookingsApp({ stock: { 'pkg-1': 50 } });
    const { client, app } = built;
    const admin = await client.user('boss@example.com', 'admin');
    const make = async (startsAt: string, who: Record<string, unknown>) =>
      (await client.book(bookingBody({ startsAt, contact: contact(who) }))).json().booking as { _id: string; reference: string };
    const a = await make('2030-01-10T10:00:00.000Z', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const b = await make('2030-02-10T10:00:00.000Z', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' });
    const c = await make('2030-03-10T10:00:00.000Z', { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example' });
    app.db.$client.prepare("UPDATE bookings SET status = 'pending' WHERE id = ?").run(b._id);
    const list = async (query = '') => {
      const res = await client.call({ method: 'GET', url: `/api/admin/bookings${query}`, token: admin.token });
      expect(res.statusCode).toBe(200);
      return res.json() as { results: { _id: string }[]; total: number; page: number; pages: number };
    };
    const ids = async (query = '') => (await list(query)).results.map((r) => r._id);
    return { ...built, admin, a, b, c, list, ids };
  }

  it('lists every booking newest first, and filters by status, type, date range and text', async () => {
    const { a, b, c, list, ids } = await seeded();
    expect(await list()).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(await ids()).toEqual([c._id, b._id, a._id]);
    expect(await ids('?status=pending')).toEqual([b._id]);
    expect(await ids('?status=confirmed')).toEqual([c._id, a._id]);
    expect(await ids('?type=package')).toHaveLength(3);
    expect(await ids('?type=hotel')).toEqual([]);
    expect(await ids('?from=2030-02-10')).toEqual([c._id, b._id]);
    expect(await ids('?to=2030-02-10')).toEqual([b._id, a._id]);
    expect(await ids('?from=2030-01-11&to=2030-03-09')).toEqual([b._id]);
    expect(await ids(`?q=${b.reference.toLowerCase()}`)).toEqual([b._id]);
    expect(await ids('?q=GRACE')).toEqual([b._id]);
    expect(await ids('?q=ada%20love')).toEqual([a._id]);
    expect(await ids('?q=BLETCHLEY')).toEqual([c._id]);
    expect(await ids('?q=example&status=confirmed')).toEqual([c._id, a._id]);
    expect(await ids('?q=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await list('?limit=2&page=2')).toMatchObject({ total: 3, page: 2, pages: 2, results: [{ _id: a._id }] });
  });

  it('refuses bad filters with 400', async () => {
    const { client, admin } = await seeded();
    for (const query of ['status=done', 'type=rocket', 'from=2030-13-45', 'limit=100']) {
      expect((await client.call({ method: 'GET', url: `/api/admin/bookings?${query}`, token: admin.token })).statusCode).toBe(400);
    }
  });

  it('401 without a token, 403 for a user', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    expect((await client.call({ method: 'GET', url: '/api/admin/bookings' })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/admin/bookings', token: ada.token })).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/bookings/:id', () => {
  const allowed = new Set(['pending>confirmed', 'confirmed>completed', 'pending>cancelled', 'confirmed>cancelled']);

  it('the full matrix: only pending → confirmed → completed and pending/confirmed → cancelled', async () => {
    const { app, client, stock } = await buildBookingsApp({ stock: { 'pkg-1': 50 } });
    const admin = await client.user('boss@example.com', 'admin');
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const { booking } = (await client.book()).json();
        // The status graph alone: the service has begun (completing before it begins is refused, admin-bookings.test).
        const began = new Date(Date.now() - 3_600_000).toISOString();
        app.db.$client
          .prepare("UPDATE bookings SET status = ?, start_date = ?, details = json_set(details, '$.serviceStartsAt', ?) WHERE id = ?")
          .run(from, began.slice(0, 10), began, booking._id);
        const before = stock.available();
        const res = await client.call({
          method: 'PATCH',
          url: `/api/admin/bookings/${booking._id}`,
          token: admin.token,
          body: { status: to },
        });
        const row = app.db.$client.prepare('SELECT status, cancelled_at FROM bookings WHERE id = ?').get(booking._id) as {
          status: string;
          cancelled_at: string | null;
        };
        if (allowed.has(`${from}>${to}`)) {
          expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 200 });
          expect(res.json().booking.status).toBe(to);
          expect(row.status).toBe(to);
          expect(stock.available()).toBe(to === 'cancelled' ? before + 1 : before);
          expect(row.cancelled_at === null).toBe(to !== 'cancelled');
        } else {
          expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 409 });
          expect(res.json().message).toBe(`Cannot change a booking from ${from} to ${to}`);
          expect(row.status).toBe(from);
          expect(stock.available()).toBe(before);
        }
      }
    }
  });

  it('staff may cancel inside the 24-hour window (the customer may not)', async () => {
    const { client, stock } = await buildBookingsApp();
    const admin = await client.user('boss@example.com', 'admin');
    const { booking } = (await client.book(bookingBody({ startsAt: inHours(2) }))).json();
    const res = await client.call({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(stock.available()).toBe(5);
  });

  it('401 without a token, 403 for a user, 404 for a missing booking, 400 for a bad body', async () => {
    const { client } = await buildBookingsApp();
    const ada = await client.user('ada@example.com');
    const admin = await client.user('boss@example.com', 'admin');
    const { booking } = (await client.book(bookingBody(), ada.token)).json();
    const url = `/api/admin/bookings/${booking._id}`;
    expect((await client.call({ method: 'PATCH', url, body: { status: 'completed' } })).statusCode).toBe(401);
    expect((await client.call({ method: 'PATCH', url, token: ada.token, body: { status: 'cancelled' } })).statusCode).toBe(403);
    const missing = await client.call({
      method: 'PATCH',
      url: '/api/admin/bookings/nope',
      token: admin.token,
      body: { status: 'confirmed' },
    });
    expect(missing.statusCode).toBe(404);
    for (const body of [{ status: 'done' }, {}, { status: 'completed', total: 0 }]) {
      expect((await client.call({ method: 'PATCH', url, token: admin.token, body })).statusCode).toBe(400);
    }
  });
});
