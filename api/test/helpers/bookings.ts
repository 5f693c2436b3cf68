import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, expect } from 'vitest';
import { Type } from 'typebox';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { BookingTypeHandler } from '../../src/features/bookings/booking-types';
import type { BookingsOptions } from '../../src/features/bookings/routes';
import { conflict, notFound } from '../../src/lib/http-error';
import { copySeededDatabase } from './seeded-database';

const opened: { app: FastifyInstance; dir: string }[] = [];

afterEach(async () => {
  for (const { app, dir } of opened.splice(0)) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

export interface BookingsAppOptions {
  bookings?: BookingsOptions;
  logStream?: NodeJS.WritableStream;
  config?: Partial<AppConfig>;
  /** Units of stock per test package; defaults to { 'pkg-1': 5 } at $125.50 each. */
  stock?: Record<string, number>;
}

/**
 * A fresh app on a temporary database with a test-only `package` booking type over a real table
 * (`test_stock`, with a guarded UPDATE and a CHECK backstop), closed and removed after the test.
 */
export async function buildBookingsApp(options: BookingsAppOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bookings-'));
  const config: AppConfig = {
    ...loadConfig({}),
    databasePath: path.join(dir, 'test.db'),
    staticRoot: null,
    enableTestUsers: true,
    ...options.config,
  };
  copySeededDatabase(config.databasePath);
  const app = await buildApp(config, {
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.bookings ? { bookings: options.bookings } : {}),
  });
  opened.push({ app, dir });
  const stock = createTestStock(app, options.stock ?? { 'pkg-1': 5 });
  await app.ready();
  return { app, config, dir, stock, client: new BookingsClient(app) };
}

export const TEST_PRICE_CENTS = 12550;

/** The `package` type the tests book: price per guest from test_stock, stock one unit per booking. */
function createTestStock(app: FastifyInstance, units: Record<string, number>) {
  const sqlite = app.db.$client;
  sqlite.exec(`CREATE TABLE test_stock (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    price_cents INTEGER NOT NULL,
    available INTEGER NOT NULL CHECK (available >= 0)
  )`);
  const insert = sqlite.prepare('INSERT INTO test_stock (id, name, price_cents, available) VALUES (?, ?, ?, ?)');
  for (const [id, available] of Object.entries(units)) insert.run(id, `Package ${id}`, TEST_PRICE_CENTS, available);
  const byId = sqlite.prepare('SELECT id, name, price_cents AS priceCents, available FROM test_stock WHERE id = ?');
  const take = sqlite.prepare('UPDATE test_stock SET available = available - 1 WHERE id = ? AND available >= 1');
  const giveBack = sqlite.prepare('UPDATE test_stock SET available = available + 1 WHERE id = ?');
  const calls = { quote: 0, reserve: 0, release: 0 };

  const handler: BookingTypeHandler = {
    type: 'package',
    referencePrefix: 'TP',
    detailsSchema: Type.Object({
      itemId: Type.String({ minLength: 1 }),
      startsAt: Type.String({ format: 'date-time' }),
      guests: Type.Integer({ minimum: 1, maximum: 10, default: 1 }),
      agreeTerms: Type.Optional(Type.Literal(true, { errorMessage: 'You must agree to the terms and conditions' })),
    }),
    async quote(details) {
      calls.quote += 1;
      await tick(); // a real vertical may call the provider: let concurrent requests interleave here
      const item = byId.get(details.itemId) as { id: string; name: string; priceCents: number; available: number } | undefined;
      if (!item) throw notFound('Package not found');
      const guests = details.guests as number;
      const startsAt = details.startsAt as string;
      return {
        startDate: startsAt.slice(0, 10),
        startTime: startsAt.slice(11, 16),
        serviceStartsAt: startsAt,
        guests,
        lineItems: [{ label: item.name, quantity: guests, unitPriceCents: item.priceCents, totalCents: item.priceCents * guests }],
        subtotalCents: item.priceCents * guests,
        details: { itemId: item.id, name: item.name },
      };
    },
    reserve(_db, quote) {
      calls.reserve += 1;
      if (take.run(quote.details.itemId).changes !== 1) throw conflict('This package is sold out');
    },
    release(_db, booking) {
      calls.release += 1;
      giveBack.run(booking.details.itemId);
    },
  };
  app.bookingTypes.register(handler, { replace: true });

  return {
    handler,
    calls,
    available(id = 'pkg-1'): number {
      return (byId.get(id) as { available: number }).available;
    },
    set(id: string, available: number) {
      sqlite.prepare('UPDATE test_stock SET available = ? WHERE id = ?').run(available, id);
    },
  };
}

/** An ISO date-time `hours` from now. */
export const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3_600_000).toISOString();

/** An expiry MM/YY `years` from now (negative for a past one). */
export function expiry(monthsAhead: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + monthsAhead, 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear() % 100).padStart(2, '0')}`;
}

export const CARD = '4111111111111111';
export const CVV = '7319';

/** A complete, valid checkout for the test package; override any part. */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'package',
    itemId: 'pkg-1',
    startsAt: inHours(72),
    guests: 2,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', phone: '+90 (462) 555-12-34' },
    specialRequests: 'Late arrival',
    payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'ADA LOVELACE', expiryDate: expiry(24), cvv: CVV },
    ...overrides,
  };
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string>;
  ip?: string;
}

export class BookingsClient {
  constructor(readonly app: FastifyInstance) {}

  call({ method, url, body, token, headers = {}, ip }: Call): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      ...(ip ? { remoteAddress: ip } : {}),
    };
    return this.app.inject(options);
  }

  book(body: Record<string, unknown> = bookingBody(), token?: string, headers?: Record<string, string>) {
    return this.call({ method: 'POST', url: '/api/bookings', body, token, ...(headers ? { headers } : {}) });
  }

  /** Registers and signs in a user (an admin when asked); answers the token and id. */
  async user(email: string, role: 'user' | 'admin' = 'user'): Promise<{ token: string; id: string }> {
    const password = 'correct horse';
    const registered = await this.call({ method: 'POST', url: '/api/auth/register', body: { name: 'Test User', email, password } });
    expect(registered.statusCode).toBe(201);
    if (role === 'admin') this.app.db.$client.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
    const login = await this.call({ method: 'POST', url: '/api/auth/login', body: { email, password } });
    expect(login.statusCode).toBe(200);
    return { token: login.json().token as string, id: login.json().user._id as string };
  }

  count(): number {
    return (this.app.db.$client.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number }).n;
  }
}

/** DTSTART and DTEND of the calendar file in a booking's latest e-mail of the outbox. */
export function calendarTimes(app: FastifyInstance, bookingId: string): { start: string; end: string } {
  const row = app.db.$client.prepare('SELECT attachments FROM outbox WHERE booking_id = ? ORDER BY id DESC LIMIT 1').get(bookingId) as
    { attachments: string } | undefined;
  const ics = (JSON.parse(row?.attachments ?? '[]') as { content: string }[])[0]?.content ?? '';
  return { start: /^DTSTART[:;]([^\r\n]*)/m.exec(ics)?.[1] ?? '', end: /^DTEND[:;]([^\r\n]*)/m.exec(ics)?.[1] ?? '' };
}
