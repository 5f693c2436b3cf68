#!/usr/bin/env node
// Hotel catalogue benchmark (not a test): `npm run bench:hotels`.
//
// Seeds a temporary database with 200 hotels × 4 room types × 365 nights (the catalogue seed with
// a size parameter), builds the API in this process (TypeScript through tsx), listens on a free
// 127.0.0.1 port and measures over HTTP, with a small concurrency:
//   - GET /api/hotels with a 7-night checkIn/checkOut filter (dates vary per request),
//   - GET /api/inventory/hotels/:hotelId/:roomTypeId/availability (hotel, room and dates vary).
// Prints the seed time and, per call, the median, p95 and max latency and the request rate.
//
// Options (environment): BENCH_HOTELS (200), BENCH_REQUESTS (500), BENCH_WARMUP (100), BENCH_CONCURRENCY (4).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOTELS = Number(process.env.BENCH_HOTELS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

const { openDatabase } = await import(path.join(root, 'api/src/db/client.ts'));
const { seedCatalogue } = await import(path.join(root, 'api/src/db/seed/catalogue.ts'));
const { addDays, todayIn } = await import(path.join(root, 'api/src/features/hotels/dates.ts'));
const { buildApp } = await import(path.join(root, 'api/src/app.ts'));
const { loadConfig } = await import(path.join(root, 'api/src/config.ts'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hotels-'));
const databasePath = path.join(dir, 'bench.db');

// 1. Seed (the app's own start-up seed then finds hotels and leaves them alone).
const db = openDatabase(databasePath);
const seeded = seedCatalogue(db, { hotels: HOTELS, roomsPerHotel: 4, days: 365 });
const rooms = db.$client.prepare('SELECT r.id AS roomTypeId, r.hotel_id AS hotelId, r.capacity FROM room_types r').all();
db.$client.close();

// 2. The API on a free port.
const app = await buildApp({ ...loadConfig({}), databasePath, staticRoot: null, logLevel: 'warn' }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
const base = `http://127.0.0.1:${port}`;

const today = todayIn();
let counter = 0;
const next = () => counter++;

/** Runs `total` requests built by `makeUrl`, `CONCURRENCY` at a time; answers latencies in ms. */
async function run(total, makeUrl, check) {
  const latencies = [];
  let issued = 0;
  const started = performance.now();
  async function worker() {
    while (issued < total) {
      issued++;
      const url = makeUrl(next());
      const t0 = performance.now();
      const res = await fetch(base + url);
      const body = await res.json();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      check?.(body);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { n: latencies.length, median: at(0.5), p95: at(0.95), max: latencies[latencies.length - 1], rps: latencies.length / seconds };
}

const listUrl = (i) => {
  const checkIn = addDays(today, 1 + (i % 300));
  return `/api/hotels?checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&guests=${1 + (i % 3)}&sort=${['popularity', 'price', 'rating'][i % 3]}`;
};
const availabilityUrl = (i) => {
  const room = rooms[(i * 7919) % rooms.length];
  const checkIn = addDays(today, 1 + (i % 300));
  return `/api/inventory/hotels/${room.hotelId}/${room.roomTypeId}/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1 + (i % 7))}&guests=1`;
};

let listTotal = 0;
await run(WARMUP, listUrl);
const list = await run(REQUESTS, listUrl, (body) => (listTotal = body.total));
await run(WARMUP, availabilityUrl);
const availability = await run(REQUESTS, availabilityUrl, (body) => {
  if (!Array.isArray(body.nights)) throw new Error('bad availability answer');
});

await app.close();
fs.rmSync(dir, { recursive: true, force: true });

const ms = (value) => `${value.toFixed(2)} ms`;
const line = (name, r) =>
  `${name.padEnd(58)} median ${ms(r.median).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  max ${ms(r.max).padStart(9)}  ${Math.round(r.rps)} req/s`;
console.log(`Hotel catalogue benchmark (node ${process.version}, ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'})`);
console.log(`Seed: ${seeded.hotels} hotels, ${seeded.roomTypes} room types, ${seeded.inventory} inventory rows in ${seeded.ms} ms`);
console.log(`${REQUESTS} requests each after ${WARMUP} warm-up, concurrency ${CONCURRENCY}, over HTTP on 127.0.0.1`);
console.log(line(`GET /api/hotels, 7-night dates + guests (${listTotal} matched)`, list));
console.log(line('GET /api/inventory/hotels/:h/:r/availability (1-7 nights)', availability));
