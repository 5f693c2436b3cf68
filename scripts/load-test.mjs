#!/usr/bin/env node
// Load (not part of `npm test`): `node scripts/load-test.mjs` (or `npm run bench:security`).
//
// Starts the API from the TypeScript source on a fresh database (or uses LOAD_URL), then for
// LOAD_SECONDS (60) runs autocannon with LOAD_CONNECTIONS (10) connections over a mix of browsing
// (hotel list with filters, hotel page, availability, destinations, offers) and booking (quotes and
// card bookings of varying stays). Prints requests, errors, timeouts, non-2xx by status, and the
// latency p50/p99; exits 1 on any error or timeout. A 409 (room sold out meanwhile) is an expected
// answer of a busy hotel, counted separately, not an error.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const Database = require('better-sqlite3');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
const databasePath = path.join(dir, 'load.db');
let child = null;
let base = process.env.LOAD_URL;
if (!base) {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx/esm', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    // Many bookings from one address: the unpaid limits do not apply to card bookings anyway.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, STATIC_ROOT: 'none', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    try {
      if ((await fetch(`${base}/api/auth/status`)).ok) break;
    } catch {
      if (waited > 120_000) throw new Error('the API did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const db = new Database(databasePath, { readonly: true, fileMustExist: false });
const rooms = db.prepare('SELECT id, hotel_id AS hotelId FROM room_types').all();
const hotels = [...new Set(rooms.map((r) => r.hotelId))];
db.close();

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let serial = 0;

const browse = [
  () => ({
    method: 'GET',
    path: `/api/hotels?checkIn=${day(10 + (serial % 30))}&checkOut=${day(13 + (serial % 30))}&guests=2&page=${1 + (serial % 3)}`,
  }),
  () => ({ method: 'GET', path: `/api/hotels/${pick(hotels)}` }),
  () => {
    const room = pick(rooms);
    const checkIn = 5 + (serial % 40);
    return {
      method: 'GET',
      path: `/api/inventory/hotels/${room.hotelId}/${room.id}/availability?checkIn=${day(checkIn)}&checkOut=${day(checkIn + 3)}&guests=1`,
    };
  },
  () => ({ method: 'GET', path: '/api/destinations' }),
  () => ({ method: 'GET', path: '/api/offers/special' }),
  () => ({ method: 'GET', path: '/api/hotels/featured' }),
];
function booking(quoteOnly) {
  const room = pick(rooms);
  const checkIn = 5 + Math.floor(Math.random() * 60);
  const stay = {
    type: 'hotel',
    hotelId: room.hotelId,
    roomTypeId: room.id,
    checkIn: day(checkIn),
    checkOut: day(checkIn + 1 + Math.floor(Math.random() * 3)),
    guests: 1,
  };
  const body = quoteOnly
    ? stay
    : {
        ...stay,
        contact: { firstName: 'Load', lastName: 'Test', email: `load${serial}@example.com`, phone: '+90 555 111 22 33' },
        payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'LOAD TEST', expiryDate: '12/35', cvv: '123' },
      };
  return {
    method: 'POST',
    path: quoteOnly ? '/api/bookings/quote' : '/api/bookings',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

const statuses = {};
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: 10,
  requests: [
    {
      setupRequest: (request) => {
        serial += 1;
        const roll = serial % 10;
        const next = roll < 7 ? pick(browse)() : booking(roll < 8);
        return { ...request, ...next };
      },
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
});
if (child) child.kill('SIGTERM');
fs.rmSync(dir, { recursive: true, force: true });

const bad = Object.entries(statuses).filter(([status]) => Number(status) >= 500 || (Number(status) >= 400 && Number(status) !== 409));
console.log(
  `load: ${result.requests.total} requests in ${SECONDS} s with ${CONNECTIONS} connections (${Math.round(result.requests.average)}/s), ` +
    `errors ${result.errors}, timeouts ${result.timeouts}, statuses ${JSON.stringify(statuses)}, ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
process.exit(result.errors === 0 && result.timeouts === 0 && bad.length === 0 ? 0 : 1);
