import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dayOfWeek } from '@trabzon/dates';
import type { Client } from './helpers/auth';
import { calendarTimes } from './helpers/bookings';
import { catalogueApp, day, sql, testTokens } from './helpers/hotels';

const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 532 123 45 67' };

function restaurantId(app: FastifyInstance, slug: string): string {
  return (app.db.$client.prepare('SELECT id FROM restaurants WHERE slug = ?').get(slug) as { id: string }).id;
}

function heldTables(app: FastifyInstance, id: string) {
  return app.db.$client
    .prepare(
      'SELECT t.number, t.capacity FROM table_reservations r JOIN restaurant_tables t ON t.id = r.table_id WHERE r.restaurant_id = ? ORDER BY r.id',
    )
    .all(id) as { number: string; capacity: number }[];
}

function reserve(client: Client, body: Record<string, unknown>, token?: string) {
  return client.call({
    method: 'POST',
    url: '/api/bookings',
    ...(token ? { token } : {}),
    body: { type: 'restaurant', contact: CONTACT, payment: { method: 'payAtHotel' }, ...body },
  });
}

describe('table reservations (booking type restaurant)', () => {
  it('books with a TR- reference, nothing to pay, and takes the smallest free table that seats the party', async () => {
    const { app, client } = await catalogueApp();
    // Signed in: a guest's reservation would start pending until its e-mail is confirmed.
    const { user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const date = day(5);
    const res = await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 3 }, user);
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking.reference).toMatch(/^TR-\d{6}$/);
    expect(booking).toMatchObject({ type: 'restaurant', status: 'confirmed', startDate: date, startTime: '19:00', guests: 3, total: 0 });
    expect(booking.payment.method).toBe('payAtHotel');
    expect(booking.details).toMatchObject({ restaurantSlug: 'hamsi-kosku', partySize: 3, time: '19:00' });
    // 2-seat tables cannot seat 3; the first 4-seat table (number 3) is taken.
    expect(heldTables(app, id)).toEqual([{ number: '3', capacity: 4 }]);
    // The next party of 2 gets a 2-seat table, not a larger one.
    expect((await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 2 }, user)).statusCode).toBe(201);
    expect(heldTables(app, id).at(-1)).toEqual({ number: '1', capacity: 2 });
    // A party of 7 only fits the 8-seat table.
    expect((await reserve(client, { restaurantId: id, date, time: '19:30', partySize: 7 }, user)).statusCode).toBe(201);
    expect(heldTables(app, id).at(-1)).toEqual({ number: '7', capacity: 8 });
  });

  it("the confirmation's calendar event lasts the restaurant's seating", async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    sql(app, 'UPDATE restaurants SET seating_minutes = 105 WHERE id = ?', id);
    const date = day(5);
    const res = await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 2 }, user);
    expect(res.statusCode, res.body).toBe(201);
    // 19:00 in Istanbul (UTC+3 all year) is 16:00 UTC; the seating ends 105 minutes later.
    const compact = date.replace(/-/g, '');
    expect(calendarTimes(app, res.json().booking._id)).toEqual({ start: `${compact}T160000Z`, end: `${compact}T174500Z` });
  });

  it('refuses a card: reservations are paid at the restaurant', async () => {
    const { app, client } = await catalogueApp();
    const res = await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: {
        type: 'restaurant',
        restaurantId: restaurantId(app, 'hamsi-kosku'),
        date: day(5),
        time: '19:00',
        partySize: 2,
        contact: CONTACT,
        payment: { method: 'creditCard', cardNumber: '4111111111111111', cardName: 'Ada', expiryDate: '12/30', cvv: '123' },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('20 concurrent reservations for one slot with 2 fitting tables give exactly 2; the rest get 409 with the nearest free times', async () => {
    const { app, client } = await catalogueApp();
    const id = restaurantId(app, 'meydan-trattoria');
    // The seeded plan has exactly two tables that seat 5: number 6 (6 seats) and number 7 (8 seats).
    // The trattoria is closed on Mondays, so the date moves to the next day when day(6) is one.
    const date = dayOfWeek(day(6)) === 1 ? day(7) : day(6);
    // Twenty different guests on twenty connections (unpaid bookings are limited per address and e-mail).
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.call({
          method: 'POST',
          url: '/api/bookings',
          ip: `198.51.100.${i + 1}`,
          body: {
            type: 'restaurant',
            restaurantId: id,
            date,
            time: '20:00',
            partySize: 5,
            contact: { ...CONTACT, email: `guest${i}@example.com` },
            payment: { method: 'payAtHotel' },
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    const refused = results.find((r) => r.statusCode === 409)!.json().message as string;
    // Seatings last 90 minutes: 18:30 and 21:30 are the nearest free starts (19:00 to 21:00 overlap).
    expect(refused).toBe(`No table for 5 is free on ${date} at 20:00. Nearest free times: 18:00, 18:30, 21:30.`);
    expect(
      heldTables(app, id)
        .map((t) => t.number)
        .sort(),
    ).toEqual(['6', '7']);
    const count = app.db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE type = 'restaurant'").get() as { n: number };
    expect(count.n).toBe(2);
    // The slot shows as full for 5, still free for 4.
    const slots = (await client.call({ method: 'GET', url: `/api/restaurants/${id}/slots?date=${date}&partySize=5` })).json().slots;
    expect(slots.find((s: { time: string }) => s.time === '20:00').available).toBe(false);
    expect(slots.find((s: { time: string }) => s.time === '19:00').available).toBe(false);
    expect(slots.find((s: { time: string }) => s.time === '21:30').available).toBe(true);
  });

  it('a seating blocks its table for the whole seating, not just the start time', async () => {
    const { app, client } = await catalogueApp();
    const id = restaurantId(app, 'hamsi-kosku');
    const date = day(7);
    sql(app, "UPDATE restaurant_tables SET active = 0 WHERE restaurant_id = ? AND number <> '7'", id);
    expect((await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 2 })).statusCode).toBe(201);
    expect((await reserve(client, { restaurantId: id, date, time: '20:00', partySize: 2 })).statusCode).toBe(409);
    expect((await reserve(client, { restaurantId: id, date, time: '18:00', partySize: 2 })).statusCode).toBe(409);
    expect((await reserve(client, { restaurantId: id, date, time: '20:30', partySize: 2 })).statusCode).toBe(201);
  });

  it("the back office's booking detail names the table a reservation holds, and none once it is cancelled", async () => {
    const { app, client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const res = await reserve(client, { restaurantId: id, date: day(5), time: '19:00', partySize: 7 }, user);
    expect(res.statusCode).toBe(201);
    const bookingId = res.json().booking._id;
    const detail = () => client.call({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, token: admin });
    const shown = await detail();
    expect(shown.statusCode).toBe(200);
    // The party of 7 takes the seed's only 8-seat table: number 7, on the terrace (see the first test).
    expect(shown.json().table).toEqual({ number: '7', location: 'terrace' });
    expect((await client.call({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, token: user })).statusCode).toBe(200);
    expect((await detail()).json().table).toBeNull();
  });

  it('cancellation frees the table', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const date = day(8);
    sql(app, "UPDATE restaurant_tables SET active = 0 WHERE restaurant_id = ? AND number <> '1'", id);
    const first = await reserve(client, { restaurantId: id, date, time: '13:00', partySize: 2 }, user);
    expect(first.statusCode).toBe(201);
    expect((await reserve(client, { restaurantId: id, date, time: '13:00', partySize: 2 })).statusCode).toBe(409);
    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${first.json().booking._id}/cancel`, token: user });
    expect(cancelled.statusCode).toBe(200);
    expect(heldTables(app, id)).toEqual([]);
    expect((await reserve(client, { restaurantId: id, date, time: '13:00', partySize: 2 })).statusCode).toBe(201);
  });

  it('a table with a reservation to come can be neither deactivated nor made too small for its party', async () => {
    const { app, client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const tableId = (number: string) =>
      app.db.$client.prepare('SELECT id FROM restaurant_tables WHERE restaurant_id = ? AND number = ?').pluck().get(id, number) as string;
    const edit = (number: string, body: Record<string, unknown>) =>
      client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/tables/${tableId(number)}`, token: admin, body });
    const seven = await reserve(client, { restaurantId: id, date: day(5), time: '19:30', partySize: 7 }, user);
    expect(seven.statusCode).toBe(201);
    expect(heldTables(app, id)).toEqual([{ number: '7', capacity: 8 }]);

    const closed = await edit('7', { active: false });
    expect({ status: closed.statusCode, message: closed.json().message }).toEqual({
      status: 409,
      message: 'This table has upcoming reservations; cancel them first',
    });
    const shrunk = await edit('7', { capacity: 6, location: 'window' });
    expect({ status: shrunk.statusCode, message: shrunk.json().message }).toEqual({
      status: 409,
      message: 'An upcoming reservation on this table has more guests than that; cancel it first',
    });
    // Nothing of a refused change was written.
    expect(heldTables(app, id)).toEqual([{ number: '7', capacity: 8 }]);
    expect((await edit('7', {})).json()).toMatchObject({ active: true, capacity: 8, location: expect.not.stringMatching('window') });
    // Still seating the party, renamed or moved: fine. A table without reservations: fine.
    expect((await edit('7', { capacity: 7, location: 'window' })).statusCode).toBe(200);
    expect((await edit('1', { active: false })).statusCode).toBe(200);

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${seven.json().booking._id}/cancel`, token: user });
    expect(cancelled.statusCode).toBe(200);
    expect((await edit('7', { active: false, capacity: 2 })).json()).toMatchObject({ active: false, capacity: 2 });
  });

  it('hours, party size and closures that would strand a reservation to come are refused (409); the rest goes through', async () => {
    const { app, client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const week = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));
    sql(
      app,
      'UPDATE restaurants SET hours = ?, seating_minutes = 90, slot_minutes = 30, max_party_size = 8 WHERE id = ?',
      JSON.stringify(week('12:00', '23:00')),
      id,
    );
    const date = day(5);
    const booked = await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 4 }, user);
    expect(booked.statusCode, booked.body).toBe(201);
    const edit = (body: Record<string, unknown>) => client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}`, token: admin, body });
    const availability = (body: Record<string, unknown>) =>
      client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, token: admin, body });
    const refusal = (res: { statusCode: number; json: () => { message: string } }) => ({
      status: res.statusCode,
      message: res.json().message,
    });
    const stranded = {
      status: 409,
      message: 'Upcoming reservations would fall outside these opening hours or this party size; cancel them first',
    };

    expect(refusal(await availability({ date, closed: true }))).toEqual({
      status: 409,
      message: 'This day has reservations; cancel them first',
    });
    expect(refusal(await availability({ date, time: '19:00', closed: true }))).toEqual({
      status: 409,
      message: 'This time has reservations; cancel them first',
    });
    expect((await availability({ date: day(6), closed: true })).statusCode).toBe(200);
    // Offering no table closes the time too; offering others keeps the reservation counted.
    expect(refusal(await availability({ date, time: '19:00', tableIds: [] }))).toEqual({
      status: 409,
      message: 'This time has reservations; cancel them first',
    });
    const tables = app.db.$client.prepare('SELECT id FROM restaurant_tables WHERE restaurant_id = ?').all(id) as { id: string }[];
    const reservedTable = (
      app.db.$client.prepare('SELECT table_id AS t FROM table_reservations WHERE restaurant_id = ?').get(id) as { t: string }
    ).t;
    const others = tables.map((t) => t.id).filter((t) => t !== reservedTable);
    const offeredOthers = await availability({ date, time: '19:00', tableIds: others });
    expect(offeredOthers.statusCode).toBe(200);
    expect(offeredOthers.json().slots.find((s: { time: string }) => s.time === '19:00')).toMatchObject({ tablesReserved: 1 });
    await availability({ date, time: '19:00', reset: true });

    expect(refusal(await edit({ hours: week('12:00', '15:00') }))).toEqual(stranded);
    // The seating of 19:00 lasts until 20:30: closing at 20:00 cuts it, at 20:30 it fits.
    expect(refusal(await edit({ hours: week('12:00', '20:00') }))).toEqual(stranded);
    expect(refusal(await edit({ maxPartySize: 3 }))).toEqual(stranded);
    expect((await edit({ hours: week('12:00', '20:30'), maxPartySize: 4, seatingMinutes: 240 })).statusCode).toBe(200);

    // A save that does not change the hours is not refused, even if an earlier change (before this
    // rule) had left the reservation outside them: the form sends every field.
    sql(app, 'UPDATE restaurants SET hours = ? WHERE id = ?', JSON.stringify(week('12:00', '15:00')), id);
    expect((await edit({ hours: week('12:00', '15:00'), maxPartySize: 4, description: 'Fish by the sea.' })).statusCode).toBe(200);

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booked.json().booking._id}/cancel`, token: user });
    expect(cancelled.statusCode).toBe(200);
    expect((await edit({ hours: week('12:00', '15:00'), maxPartySize: 2 })).statusCode).toBe(200);
    expect((await availability({ date, closed: true })).statusCode).toBe(200);
  });

  it('offers and takes parties only up to the largest active table, even when the restaurant allows more', async () => {
    const { app, client } = await catalogueApp();
    const id = restaurantId(app, 'hamsi-kosku');
    sql(app, 'UPDATE restaurants SET max_party_size = 12 WHERE id = ?', id);
    const largest = app.db.$client
      .prepare('SELECT max(capacity) FROM restaurant_tables WHERE restaurant_id = ? AND active = 1')
      .pluck()
      .get(id) as number;
    expect(largest).toBeLessThan(12);
    const detail = (await client.call({ method: 'GET', url: `/api/restaurants/${id}` })).json();
    expect(detail.maxPartySize).toBe(largest);
    const slots = await client.call({ method: 'GET', url: `/api/restaurants/${id}/slots?date=${day(5)}&partySize=${largest + 1}` });
    expect({ status: slots.statusCode, message: slots.json().message }).toEqual({
      status: 400,
      message: `This restaurant takes reservations for at most ${largest} guests. Please call the restaurant for larger groups.`,
    });
    const res = await reserve(client, { restaurantId: id, date: day(5), time: '19:00', partySize: largest + 1 });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: slots.json().message });
  });

  it('enforces party size, the booking window, real slots and closed slots with 400s and messages', async () => {
    const { app, client } = await catalogueApp();
    const id = restaurantId(app, 'hamsi-kosku');
    sql(app, 'UPDATE restaurants SET max_party_size = 6 WHERE id = ?', id);
    const cases: [Record<string, unknown>, string][] = [
      [{ partySize: 0 }, 'partySize'],
      [{ partySize: 13 }, 'partySize'],
      [{ partySize: 'lots' }, 'partySize'],
      [{ partySize: 8 }, 'at most 6 guests'],
      [{ date: day(-1) }, 'past'],
      [{ date: day(61) }, '60 days ahead'],
      [{ date: '2026-02-30' }, 'valid date'],
      [{ time: '19:10' }, 'no reservation at this time'],
      [{ time: '07:00' }, 'no reservation at this time'],
      [{ time: '7pm' }, 'time'],
      [{ restaurantId: '' }, 'restaurant'],
    ];
    for (const [change, text] of cases) {
      const res = await reserve(client, { restaurantId: id, date: day(5), time: '19:00', partySize: 2, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(change)).toContain(text);
    }
    expect((await reserve(client, { restaurantId: 'nope', date: day(5), time: '19:00', partySize: 2 })).statusCode).toBe(404);
    // Today's slots that start in less than an hour cannot be booked: 00:00 never is, from now.
    sql(
      app,
      'UPDATE restaurants SET hours = ? WHERE id = ?',
      JSON.stringify(Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' }))),
      id,
    );
    const early = await reserve(client, { restaurantId: id, date: day(0), time: '00:00', partySize: 2 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('at least 60 minutes');
    expect(heldTables(app, id)).toEqual([]);
  });

  it('a time staff closed is refused as closed, not as full, with the nearest free times (409)', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = restaurantId(app, 'hamsi-kosku');
    const week = Array.from({ length: 7 }, () => ({ open: '12:00', close: '23:00' }));
    sql(app, 'UPDATE restaurants SET hours = ?, seating_minutes = 90, slot_minutes = 30 WHERE id = ?', JSON.stringify(week), id);
    const close = (body: Record<string, unknown>) =>
      client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, token: admin, body });
    const date = day(5);
    expect((await close({ date, time: '19:00', closed: true })).statusCode).toBe(200);
    const refused = await reserve(client, { restaurantId: id, date, time: '19:00', partySize: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The restaurant takes no reservations on ${date} at 19:00. Nearest free times: 18:00, 18:30, 19:30.`,
    );
    // A whole date closed says so, not that the time is not one of its times.
    expect((await close({ date: day(6), closed: true })).statusCode).toBe(200);
    const closedDay = await reserve(client, { restaurantId: id, date: day(6), time: '19:00', partySize: 2 });
    expect(closedDay.statusCode).toBe(409);
    expect(closedDay.json().message).toBe(`The restaurant takes no reservations on ${day(6)}. Please choose another date.`);
    expect(heldTables(app, id)).toEqual([]);
  });

  it('a reservation shows in the user’s bookings', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const made = await reserve(
      client,
      { restaurantId: restaurantId(app, 'ayder-yayla-mutfagi'), date: day(3), time: '12:30', partySize: 4 },
      user,
    );
    expect(made.statusCode).toBe(201);
    const mine = (await client.call({ method: 'GET', url: '/api/bookings', token: user })).json();
    expect(mine.results.map((b: { reference: string }) => b.reference)).toContain(made.json().booking.reference);
  });
});
