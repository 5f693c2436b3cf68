import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ROUTE_TABLE, type RouteRow } from '../src/security/route-table';
import { day, seededHotel } from './helpers/hotels';

/**
 * Property-based fuzzing of every API route in the route table through `inject`: generated and
 * mutated bodies, queries and path parameters, as anonymous, user and admin. No answer may be a
 * 5xx and nothing may throw unhandled. FUZZ_RUNS (default 10,000 requests) and FUZZ_SEED replay a
 * run; a failure prints fast-check's seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() ^ (Math.random() * 0x7fffffff) : Number(process.env.FUZZ_SEED);

let app: FastifyInstance;
let dir: string;
let ids: { hotel: string; room: string; slug: string };
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-fuzz-'));
  app = await buildApp(
    {
      ...loadConfig({}),
      databasePath: path.join(dir, 'test.db'),
      staticRoot: null,
      enableTestUsers: true,
      testUsersPerMinute: 1_000_000,
    },
    { logger: false },
  );
  await app.ready();
  for (const [email, role] of [
    ['fuzz-user@example.com', 'user'],
    ['fuzz-admin@example.com', 'admin'],
  ] as const) {
    app.repos.users.create({ name: email, email, role, passwordHash: 'x' });
  }
  const hotel = seededHotel(app, 'hamsikoy-stone-inn');
  ids = { hotel: hotel.id, room: hotel.rooms[0]!.id, slug: 'hamsikoy-stone-inn' };
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A valid body per route, for the mutations to start from. */
function validBody(row: RouteRow): Record<string, unknown> {
  const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 555 111 22 33' };
  const stay = { hotelId: ids.hotel, roomTypeId: ids.room, checkIn: day(10), checkOut: day(12), guests: 2 };
  switch (`${row.method} ${row.path}`) {
    case 'POST /api/auth/register':
      return { name: 'Fuzz', email: 'fuzz@example.com', password: 'a fine passphrase' };
    case 'POST /api/auth/login':
      return { email: 'fuzz-user@example.com', password: 'whatever it is' };
    case 'POST /api/auth/forgotpassword':
      return { email: 'fuzz-user@example.com' };
    case 'PUT /api/auth/resetpassword/:token':
      return { password: 'a fine passphrase' };
    case 'PUT /api/users/profile':
      return { name: 'Fuzz', currentPassword: 'nope', newPassword: 'a fine passphrase' };
    case 'PUT /api/settings/payment':
      return { taxRate: 12 };
    case 'POST /api/bookings/quote':
      return { type: 'hotel', ...stay };
    case 'POST /api/bookings':
      return {
        type: 'hotel',
        ...stay,
        contact,
        payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'ADA', expiryDate: '12/35', cvv: '123' },
      };
    case 'PATCH /api/admin/bookings/:id':
      return { status: 'confirmed' };
    case 'POST /api/hotels/:id/reviews':
      return { rating: 5, text: 'A lovely stay by the sea, thank you.' };
    case 'POST /api/hotels':
    case 'PUT /api/hotels/:id':
      return { name: { en: 'Fuzz Inn' }, description: { en: 'A hotel' }, starRating: 3, address: { city: 'Trabzon', country: 'Türkiye' } };
    case 'POST /api/hotels/:id/rooms':
    case 'PUT /api/hotels/:id/rooms/:roomId':
      return { name: { en: 'Room' }, capacity: 2, pricePerNight: 100, totalRooms: 2 };
    case 'POST /api/inventory':
    case 'PUT /api/inventory/:id':
      return { roomTypeId: ids.room, date: day(20), availableRooms: 1 };
    case 'POST /api/inventory/bulk':
      return { roomTypeId: ids.room, from: day(20), to: day(22), availableRooms: 1 };
    case 'POST /api/destinations':
    case 'PUT /api/destinations/:id':
      return { name: { en: 'Fuzzland' } };
    default:
      return {};
  }
}

const ROWS = ROUTE_TABLE.filter((row) => row.access !== 'static');
const QUERY_KEYS = [
  'page',
  'limit',
  'lang',
  'q',
  'stars',
  'minPrice',
  'maxPrice',
  'guests',
  'checkIn',
  'checkOut',
  'sort',
  'from',
  'to',
  'status',
  'type',
  'reference',
  'email',
  'destination',
  'hotel',
  'roomType',
  'admin',
  'featured',
  'popular',
  'minDiscount',
];

const nasty = fc.constantFrom(
  '',
  ' ',
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
  '\u202e',
  'x'.repeat(5000),
  '2024-02-30',
  '2030-01-01',
  'en',
  'ar',
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  nasty,
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const param = fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 60 }), fc.constant('ID'));
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
  { maxKeys: 5 },
);
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A valid body with one to three fields replaced, removed or added. */
function mutated(row: RouteRow) {
  const base = validBody(row);
  const keys = Object.keys(base);
  const edit = fc.record({
    key: keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }),
    value: fc.oneof(anyJson, nasty, fc.constant(undefined), fc.double(), fc.constantFrom(true, false, null, 1e308, -0, [], {})),
  });
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    const body: Record<string, unknown> = structuredClone(base);
    for (const { key, value } of edits) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    return body;
  });
}

const requestArb = fc.constantFrom(...ROWS).chain((row) =>
  fc.record({
    row: fc.constant(row),
    caller: fc.constantFrom('anonymous', 'user', 'admin', 'admin'),
    params: fc.array(param, { minLength: 4, maxLength: 4 }),
    query,
    body: fc.oneof(
      { weight: 3, arbitrary: mutated(row) },
      { weight: 1, arbitrary: anyJson },
      { weight: 1, arbitrary: fc.constant(validBody(row)) },
    ),
    raw: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.string({ maxLength: 200 }) }),
  }),
);

function urlOf(row: RouteRow, params: string[], queryValues: Record<string, unknown>): string {
  let i = 0;
  const pathPart = row.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[i++ % params.length]!;
    const real =
      name === 'hotelId' || name === 'id'
        ? ids.hotel
        : name === 'roomTypeId' || name === 'roomId'
          ? ids.room
          : name === 'slug'
            ? ids.slug
            : value;
    return encodeURIComponent(value === 'ID' ? real : value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(queryValues)) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${pathPart}?${qs}` : pathPart;
}

describe('fuzzing every route', () => {
  it(`answers ${RUNS} generated and mutated requests without a 5xx or an uncaught error (seed ${SEED})`, { timeout: 600_000 }, async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ row, caller, params, query: q, body, raw }) => {
        const email = caller === 'user' ? 'fuzz-user@example.com' : 'fuzz-admin@example.com';
        const account = caller === 'anonymous' ? undefined : app.repos.users.findByEmail(email);
        // A fuzzed call may have deactivated or signed out the account: set it back.
        if (account && !account.active) app.repos.users.update(account.id, { active: true });
        const token = account ? app.issueToken(app.repos.users.findByEmail(email)!) : null;
        const hasBody = row.method !== 'GET' && row.method !== 'DELETE';
        const res = await app.inject({
          method: row.method as 'GET',
          url: urlOf(row, params, q),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: raw ?? JSON.stringify(body ?? null) } : {}),
          remoteAddress: `10.${sent % 250}.${(sent >> 8) % 250}.1`,
        });
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) throw new Error(`${row.method} ${row.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (unhandled.length > 0) throw new Error(`uncaught error: ${String(unhandled[0])}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(
      `fuzz: ${sent} requests over ${ROWS.length} routes, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(sent).toBe(RUNS);
    expect(unhandled).toEqual([]);
  });
});
