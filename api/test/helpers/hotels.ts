import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build';
import { Client } from './auth';
import { addDays, todayIso } from '@trabzon/dates';

/** A fresh app (seeded catalogue) and a client for it. */
export async function catalogueApp() {
  const built = await buildTestApp();
  return { ...built, client: new Client(built.app) };
}

/** Tokens of the fixed test admin and test user (POST /api/auth/create-test-user). */
export async function testTokens(client: Client): Promise<{ admin: string; user: string }> {
  expect((await client.call({ method: 'POST', url: '/api/auth/create-test-user' })).statusCode).toBe(200);
  const admin = (await client.login('admin@trabzontravel.test', 'Admin123!')).json().token as string;
  const user = (await client.login('user@trabzontravel.test', 'User123!')).json().token as string;
  return { admin, user };
}

/** Today + n days, hotel time (YYYY-MM-DD). */
export const day = (n: number): string => addDays(todayIso(), n);

export interface HotelIds {
  id: string;
  rooms: { id: string; kind: string; capacity: number; price: number; total: number }[];
}

/** A seeded hotel's id and its room types (by display order), read from the database. */
export function seededHotel(app: FastifyInstance, slug: string): HotelIds {
  const sqlite = app.db.$client;
  const hotel = sqlite.prepare('SELECT id FROM hotels WHERE slug = ?').get(slug) as { id: string };
  const rooms = sqlite
    .prepare(
      `SELECT id, json_extract(name, '$.en') AS kind, capacity, price_per_night_cents AS price, total_rooms AS total
       FROM room_types WHERE hotel_id = ? ORDER BY sort_order`,
    )
    .all(hotel.id) as HotelIds['rooms'];
  return { id: hotel.id, rooms };
}

/**
 * What the checkout charges per night for a room type and stay, before tax (the quote's subtotal
 * over its nights, to the cent): the "from" price a hotel card with dates must show.
 */
export async function quotedPerNight(app: FastifyInstance, hotelId: string, roomTypeId: string, checkIn: string, checkOut: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings/quote',
    payload: { type: 'hotel', hotelId, roomTypeId, checkIn, checkOut, guests: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const quote = res.json() as { subtotal: number; lineItems: unknown[] };
  return Math.round((quote.subtotal * 100) / quote.lineItems.length) / 100;
}

/**
 * Runs SQL on the app's database (test set-up only). A write behind the API's back, so it clears
 * the response cache as every write through the API does.
 */
export function sql(app: FastifyInstance, text: string, ...params: unknown[]) {
  const result = app.db.$client.prepare(text).run(...params);
  app.responseCache.clear();
  return result;
}

/**
 * One app for a whole describe block of read-only tests (buildTestApp closes its apps after each
 * test): call in beforeAll, close with the returned function in afterAll.
 */
export async function sharedCatalogueApp() {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { buildApp } = await import('../../src/app');
  const { loadConfig } = await import('../../src/config');
  const { copySeededDatabase } = await import('./seeded-database');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-hotels-'));
  copySeededDatabase(path.join(dir, 'test.db'));
  const app = await buildApp(
    { ...loadConfig({}), databasePath: path.join(dir, 'test.db'), staticRoot: null, enableTestUsers: true },
    { logger: false },
  );
  return {
    app,
    client: new Client(app),
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let servedSeq = 0;
/**
 * A booking of `email`'s account for a hotel or package that began `daysAgo` days ago (the right
 * to review it), as the bookings core stores one.
 */
export function servedBooking(
  app: FastifyInstance,
  email: string,
  service: { type: 'hotel'; hotelId: string } | { type: 'package'; packageId: string },
  { daysAgo = 3, status = 'completed' }: { daysAgo?: number; status?: string } = {},
) {
  const { id: userId } = app.db.$client.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string };
  const { type, ...details } = service;
  servedSeq += 1;
  sql(
    app,
    `INSERT INTO bookings (id, reference, type, user_id, contact_first_name, contact_last_name, contact_email, contact_phone, start_date, end_date, guests, details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, status, payment_method)
     VALUES (?, ?, ?, ?, 'A', 'B', ?, '+905551112233', ?, ?, 1, ?, '[]', 100, 0, 0, 100, ?, 'creditCard')`,
    `served-${servedSeq}`,
    `TZN-9${String(servedSeq).padStart(5, '0')}`,
    type,
    userId,
    email,
    day(-daysAgo),
    day(-daysAgo + 2),
    JSON.stringify(details),
    status,
  );
}
