import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { UnpaidLimits } from '../src/features/bookings/service';
import { MAX_NIGHTS } from '../src/features/hotels/stay';
import { Client } from './helpers/auth';
import { day, seededHotel } from './helpers/hotels';
import { copySeededDatabase } from './helpers/seeded-database';

const apps: { app: FastifyInstance; dir: string }[] = [];
afterEach(async () => {
  for (const { app, dir } of apps.splice(0)) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A catalogue app with an injected clock and these unpaid-booking limits. */
async function unpaidApp(unpaid: Partial<UnpaidLimits> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-unpaid-'));
  copySeededDatabase(path.join(dir, 'test.db'));
  let clock = Date.now();
  const app = await buildApp(
    { ...loadConfig({}), databasePath: path.join(dir, 'test.db'), staticRoot: null, enableTestUsers: true },
    { logger: false, bookings: { now: () => new Date(clock), unpaid: { sweepIntervalMs: 3_600_000, ...unpaid } } },
  );
  apps.push({ app, dir });
  const hotel = seededHotel(app, 'hamsikoy-stone-inn');
  const room = hotel.rooms[0]!;
  const stock = (date: string) =>
    (
      app.db.$client.prepare('SELECT available_rooms AS a FROM hotel_inventory WHERE room_type_id = ? AND date = ?').get(room.id, date) as {
        a: number;
      }
    ).a;
  const body = (email: string, checkIn = day(7), checkOut = day(9)) => ({
    type: 'hotel',
    hotelId: hotel.id,
    roomTypeId: room.id,
    checkIn,
    checkOut,
    guests: 2,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+90 555 111 22 33' },
    payment: { method: 'payAtHotel' },
  });
  const outbox = () =>
    app.db.$client.prepare('SELECT "to", subject, body FROM outbox ORDER BY id').all() as { to: string; subject: string; body: string }[];
  return { app, client: new Client(app), body, stock, outbox, advance: (ms: number) => (clock += ms) };
}

/** The token of the hold e-mail's link: a line that is exactly `<public URL>/bookings/confirm/<token>`. */
function confirmToken(body: string): string {
  const site = loadConfig({}).publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${site}/bookings/confirm/([A-Za-z0-9_-]{20,64})$`, 'm').exec(body);
  if (!match?.[1]) throw new Error(`no confirmation link in the e-mail:\n${body}`);
  return match[1];
}

describe('pay-at-hotel bookings cannot empty a hotel', () => {
  it("a guest's booking starts pending, is confirmed from the e-mail, and otherwise lapses giving its rooms back", async () => {
    const { app, client, body, stock, outbox, advance } = await unpaidApp({ holdMinutes: 30 });
    const before = stock(day(7));
    const held = await client.call({ method: 'POST', url: '/api/bookings', body: body('one@example.com'), ip: '198.51.100.1' });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().booking.status).toBe('pending');
    expect(held.json().booking.holdExpiresAt).toEqual(expect.any(String));
    expect(JSON.stringify(held.json())).not.toContain('_confirmHash');
    expect(stock(day(7))).toBe(before - 1);
    // The e-mail links to the site's page for the hold (which calls the API), never to the raw JSON route.
    const mail = outbox()[0]!;
    expect(mail.to).toBe('one@example.com');
    expect(mail.body).not.toContain('/api/');
    const token = confirmToken(mail.body);

    const second = await client.call({ method: 'POST', url: '/api/bookings', body: body('two@example.com'), ip: '198.51.100.2' });
    expect(second.json().booking.status).toBe('pending');
    expect(stock(day(7))).toBe(before - 2);

    // Within time, the first is confirmed; the second lapses at the sweep after its time.
    const confirmed = await client.call({ method: 'GET', url: `/api/bookings/confirm/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().booking.status).toBe('confirmed');
    expect(confirmed.json().booking).not.toHaveProperty('holdExpiresAt');
    // Opening the link again (a reload of the page, a second click) shows the same confirmed booking, e-mailed once.
    const again = await client.call({ method: 'GET', url: `/api/bookings/confirm/${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking).toMatchObject({ reference: held.json().booking.reference, status: 'confirmed' });
    expect(outbox().filter((m) => m.to === 'one@example.com' && m.subject !== mail.subject)).toHaveLength(1);
    advance(31 * 60_000);
    expect(app.bookingHolds.sweep()).toBe(1);
    expect(stock(day(7))).toBe(before - 1);
    const lapsed = app.db.$client.prepare('SELECT status FROM bookings WHERE reference = ?').get(second.json().booking.reference);
    expect(lapsed).toEqual({ status: 'cancelled' });
    // A lapsed hold cannot be confirmed any more; an unknown token neither.
    const secondToken = confirmToken(outbox()[1]!.body);
    const lapsedLink = await client.call({ method: 'GET', url: `/api/bookings/confirm/${secondToken}` });
    expect(lapsedLink.statusCode).toBe(400);
    expect(lapsedLink.json()).toEqual({
      statusCode: 400,
      code: 'HOLD_LINK_INVALID',
      message: 'This confirmation link is invalid or has expired. Please book again.',
    });
    const unknown = await client.call({ method: 'GET', url: `/api/bookings/confirm/${'x'.repeat(32)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('HOLD_LINK_INVALID');
    expect(app.bookingHolds.sweep()).toBe(0);
  });

  it("the link's token names its booking, so opening it reads one row; a link of the older kind still confirms", async () => {
    const { app, client, body, outbox } = await unpaidApp();
    const held = await client.call({ method: 'POST', url: '/api/bookings', body: body('key@example.com'), ip: '198.51.100.7' });
    const { id } = app.db.$client.prepare('SELECT id FROM bookings WHERE reference = ?').get(held.json().booking.reference) as {
      id: string;
    };
    const token = confirmToken(outbox()[0]!.body);
    expect(token).toHaveLength(64);
    expect(token.slice(0, 32)).toBe(id.replaceAll('-', ''));
    // Its id with another secret is refused: the hash of the whole token must match.
    const forged = `${token.slice(0, 32)}${'A'.repeat(32)}`;
    expect((await client.call({ method: 'GET', url: `/api/bookings/confirm/${forged}` })).json().code).toBe('HOLD_LINK_INVALID');
    expect((await client.call({ method: 'GET', url: `/api/bookings/confirm/${token}` })).json().booking.status).toBe('confirmed');

    // A hold e-mailed before tokens named their booking: 32 random characters, only its hash stored.
    const older = await client.call({ method: 'POST', url: '/api/bookings', body: body('old@example.com'), ip: '198.51.100.8' });
    const oldToken = 'Zm9yIGFuIG9sZGVyIGxpbmsgb2YgMzIgY2g';
    app.db.$client
      .prepare("UPDATE bookings SET details = json_set(details, '$._confirmHash', ?) WHERE reference = ?")
      .run(createHash('sha256').update(oldToken).digest('hex'), older.json().booking.reference);
    const confirmed = await client.call({ method: 'GET', url: `/api/bookings/confirm/${oldToken}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking).toMatchObject({ reference: older.json().booking.reference, status: 'confirmed' });
  });

  it('a signed-in customer is not put on hold', async () => {
    const { client, body } = await unpaidApp();
    const { token } = await client.signUp('member@example.com');
    const res = await client.call({ method: 'POST', url: '/api/bookings', body: body('member@example.com'), token });
    expect(res.json().booking.status).toBe('confirmed');
  });

  it('limits unpaid bookings per e-mail, per address and day, and per hotel and night', async () => {
    const { client, body, stock } = await unpaidApp({ perEmail: 2, perAddressPerDay: 4, perHotelNight: 3 });
    const book = (email: string, ip: string, checkIn?: string, checkOut?: string) =>
      client.call({ method: 'POST', url: '/api/bookings', body: body(email, checkIn, checkOut), ip });
    expect((await book('same@example.com', '198.51.100.10', day(20), day(21))).statusCode).toBe(201);
    expect((await book('same@example.com', '198.51.100.11', day(22), day(23))).statusCode).toBe(201);
    const perEmail = await book('SAME@example.com', '198.51.100.12', day(24), day(25));
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().message).toMatch(/email already has the most unpaid bookings/);
    expect(perEmail.json().code).toBe('UNPAID_LIMIT_PER_EMAIL');

    // Per hotel and night: three open unpaid rooms on day 7's night, the fourth is refused.
    const before = stock(day(8));
    expect((await book('a@example.com', '198.51.100.20', day(7), day(9))).statusCode).toBe(201);
    expect((await book('b@example.com', '198.51.100.21', day(8), day(10))).statusCode).toBe(201);
    expect((await book('c@example.com', '198.51.100.22', day(8), day(9))).statusCode).toBe(201);
    const full = await book('d@example.com', '198.51.100.23', day(6), day(9));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/No more pay-at-hotel rooms/);
    expect(full.json().code).toBe('UNPAID_LIMIT_PER_HOTEL_NIGHT');
    expect(stock(day(8))).toBe(before - 3); // the refused booking took nothing
    // Other nights are still open to unpaid bookings; paying by card is never limited here.
    expect((await book('d@example.com', '198.51.100.23', day(10), day(11))).statusCode).toBe(201);

    // Per address and day.
    for (let i = 0; i < 4; i++) await book(`ip${i}@example.com`, '198.51.100.99', day(30 + i), day(31 + i));
    const perAddress = await book('ip9@example.com', '198.51.100.99', day(40), day(41));
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().message).toMatch(/from this connection today/);
    expect(perAddress.json().code).toBe('UNPAID_LIMIT_PER_ADDRESS');
  });

  it('a stay of the longest length begun before the new one still counts on the night they share', async () => {
    const { client, body } = await unpaidApp({ perHotelNight: 1 });
    const book = (email: string, ip: string, checkIn: string, checkOut: string) =>
      client.call({ method: 'POST', url: '/api/bookings', body: body(email, checkIn, checkOut), ip });
    const longest = await book('long@example.com', '198.51.100.70', day(1), day(1 + MAX_NIGHTS));
    expect(longest.statusCode, longest.body).toBe(201);
    // Its last night is the new stay's first: the hotel's one unpaid room that night is taken.
    const shared = await book('late@example.com', '198.51.100.71', day(MAX_NIGHTS), day(MAX_NIGHTS + 2));
    expect(shared.statusCode).toBe(409);
    expect(shared.json().code).toBe('UNPAID_LIMIT_PER_HOTEL_NIGHT');
    // From its check-out day on, the night is free again.
    expect((await book('after@example.com', '198.51.100.72', day(1 + MAX_NIGHTS), day(MAX_NIGHTS + 2))).statusCode).toBe(201);
  });

  it('a night with no room left is a 409 with the SOLD_OUT code and its message', async () => {
    const { app, client, body, stock } = await unpaidApp();
    app.db.$client.prepare('UPDATE hotel_inventory SET available_rooms = 0 WHERE date = ?').run(day(8));
    const res = await client.call({ method: 'POST', url: '/api/bookings', body: body('late@example.com'), ip: '198.51.100.60' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, code: 'SOLD_OUT', message: 'This room is no longer available for the selected dates' });
    expect(stock(day(7))).toBeGreaterThan(0); // the other night was not taken
  });

  it('counts only bookings made against the per-address limit: refused requests give their hit back', async () => {
    const { client, body } = await unpaidApp({ perEmail: 10, perAddressPerDay: 2, perHotelNight: 10 });
    const book = (email: string, checkIn: string, checkOut: string) =>
      client.call({ method: 'POST', url: '/api/bookings', body: body(email, checkIn, checkOut), ip: '198.51.100.50' });
    // Five refusals (check-out before check-in) from one address…
    for (let i = 0; i < 5; i++) expect((await book(`typo${i}@example.com`, day(12), day(11))).statusCode).toBe(400);
    // …leave the address its two bookings; the third is refused.
    expect((await book('one@example.com', day(12), day(13))).statusCode).toBe(201);
    expect((await book('two@example.com', day(14), day(15))).statusCode).toBe(201);
    expect((await book('three@example.com', day(16), day(17))).statusCode).toBe(429);
  });
});
