#!/usr/bin/env node
// The API half of issue 16, quickly (not a test, not `npm run bench`): seeds a temporary database
// with 200 hotels × 4 room types × 365 nights (the catalogue seed's size options, one transaction),
// starts the built API (api/dist/server.js, NODE_ENV=production, no front end) and a bare Fastify
// hello world, and runs autocannon at 50 connections against each call named on the command line:
//   node scripts/perf-api.mjs [hello] [search] [hotel] [availability] [slots] [flights] [bookings]
// (all of them when none is named). Prints req/s, the ratio to hello world, p50 and p99.
// Environment: PERF_SECONDS (10), PERF_CONNECTIONS (50), PERF_HOTELS (200), PERF_NO_BUILD=1,
// PERF_CPU_PROF=<folder> (the API writes a CPU profile there when it stops).
// Bookings use a distinct e-mail each and the unpaid limits are raised for this process only
// (BOOKING_UNPAID_* variables, see api/src/config.ts); their defaults stay as they are.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.PERF_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PERF_CONNECTIONS ?? 50);
const HOTELS = Number(process.env.PERF_HOTELS ?? 200);
const ALL = ['hello', 'search', 'hotel', 'availability', 'slots', 'flights', 'bookings'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} never answered`);
}

if (!process.env.PERF_NO_BUILD) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-api-'));
const databasePath = path.join(dir, 'perf.db');
const { openDatabase } = await import(path.join(root, 'api/src/db/client.ts'));
const { seedCatalogue } = await import(path.join(root, 'api/src/db/seed/catalogue.ts'));
const seedDb = openDatabase(databasePath);
const seeded = seedCatalogue(seedDb, { hotels: HOTELS, roomsPerHotel: 4, days: 365 });
const rooms = seedDb.$client
  .prepare(
    'SELECT r.id AS roomTypeId, r.hotel_id AS hotelId FROM room_types r JOIN hotels h ON h.id = r.hotel_id WHERE h.active = 1 ORDER BY r.hotel_id, r.sort_order',
  )
  .all();
const blocked = new Set(
  seedDb.$client
    .prepare('SELECT room_type_id AS room, date FROM hotel_inventory WHERE blocked = 1')
    .all()
    .map((n) => `${n.room}|${n.date}`),
);
seedDb.$client.close();
console.log(`seeded ${seeded.hotels} hotels, ${seeded.roomTypes} room types, ${seeded.inventory} nights in ${seeded.ms} ms`);

const [port, helloPort] = [await freePort(), await freePort()];
const children = [];
const start = (args, env) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const apiEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_PATH: databasePath,
  STATIC_ROOT: 'none',
  UPLOADS_DIR: path.join(dir, 'uploads'),
  BOOKING_UNPAID_PER_ADDRESS_PER_DAY: '10000000',
  BOOKING_UNPAID_PER_HOTEL_NIGHT: '1000',
};
for (const key of Object.keys(process.env)) if (key.startsWith('PROVIDER_')) apiEnv[key] = '';
const profile = process.env.PERF_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PERF_CPU_PROF}`] : [];
const api = start([...profile, 'api/dist/server.js'], apiEnv);
const hello = start(
  [
    '-e',
    `const f=(await import('fastify')).default({logger:false});f.get('/',async()=>({hello:'world'}));await f.listen({port:${helloPort},host:'127.0.0.1'})`,
    '--input-type=module',
  ],
  {},
);
const base = `http://127.0.0.1:${port}`;
const helloBase = `http://127.0.0.1:${helloPort}`;
try {
  await waitFor(`${base}/api/auth/status`, api);
  await waitFor(helloBase, hello);

  const hotels = [];
  for (let page = 1; ; page++) {
    const list = await (await fetch(`${base}/api/hotels?limit=50&page=${page}&lang=en`)).json();
    hotels.push(...list.results.map((h) => h._id ?? h.id));
    if (page >= list.pages) break;
  }
  const restaurants = (await (await fetch(`${base}/api/restaurants?lang=en`)).json()).results ?? [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  let cursor = 0;
  const calls = {
    hello: { base: helloBase, make: () => ({ path: '/' }) },
    search: {
      make: (i) => {
        const checkIn = addDays(today, 1 + (i % 300));
        return { path: `/api/hotels?checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&guests=${1 + (i % 3)}&lang=en` };
      },
    },
    hotel: { make: (i) => ({ path: `/api/hotels/${hotels[(i * 7) % hotels.length]}?lang=en` }) },
    availability: {
      make: (i) => {
        const room = rooms[(i * 7919) % rooms.length];
        const checkIn = addDays(today, 1 + (i % 300));
        return {
          path: `/api/inventory/hotels/${room.hotelId}/${room.roomTypeId}/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1 + (i % 7))}&guests=1&lang=en`,
        };
      },
    },
    slots: {
      make: (i) => {
        const r = restaurants[i % restaurants.length];
        return { path: `/api/restaurants/${r?._id ?? r?.id}/slots?date=${addDays(today, 2 + (i % 28))}&partySize=${2 + (i % 4)}&lang=en` };
      },
    },
    flights: {
      make: (i) => ({
        path: `/api/flights/search?origin=TZX&destination=${['IST', 'SAW', 'ESB', 'ADB'][i % 4]}&departureDate=${addDays(today, 7 + (i % 60))}&adults=${1 + (i % 2)}&lang=en`,
      }),
    },
    bookings: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      warmup: 0,
      make: () => {
        for (;;) {
          const i = cursor++;
          const room = rooms[i % rooms.length];
          const checkIn = addDays(today, 1 + (Math.floor(i / rooms.length) % 300));
          if (blocked.has(`${room.roomTypeId}|${checkIn}`)) continue;
          return {
            path: '/api/bookings',
            body: {
              type: 'hotel',
              hotelId: room.hotelId,
              roomTypeId: room.roomTypeId,
              checkIn,
              checkOut: addDays(checkIn, 1),
              guests: 1,
              contact: { firstName: 'Perf', lastName: 'Client', email: `perf${i}@example.com`, phone: '+90 462 555 12 34' },
              payment: { method: 'payAtHotel' },
            },
          };
        }
      },
    },
  };

  async function cannon(name) {
    const call = calls[name];
    let i = 0;
    const options = (duration) => ({
      url: call.base ?? base,
      connections: CONNECTIONS,
      duration,
      method: call.method ?? 'GET',
      headers: call.headers ?? HEADERS,
      requests: [
        {
          setupRequest: (request) => {
            const next = call.make(i++);
            request.path = next.path;
            if (next.body !== undefined) request.body = JSON.stringify(next.body);
            return request;
          },
        },
      ],
    });
    if ((call.warmup ?? 1) > 0) await autocannon(options(1));
    const r = await autocannon(options(SECONDS));
    return {
      rps: r['2xx'] / r.duration,
      non2xx: r.non2xx,
      errors: r.errors,
      p50: r.latency.p50,
      p99: r.latency.p99,
      codes: Object.keys(r.statusCodeStats ?? {}),
    };
  }

  let helloRps = null;
  for (const name of wanted) {
    if (!calls[name]) throw new Error(`unknown call ${name}; one of ${ALL.join(' ')}`);
    const r = await cannon(name);
    if (name === 'hello') helloRps = r.rps;
    const ratio = helloRps && name !== 'hello' ? ` ${((r.rps / helloRps) * 100).toFixed(1)}%` : '';
    const bad = r.non2xx + r.errors ? `  FAILED ${r.non2xx} non-2xx ${r.errors} errors (${r.codes.join(',')})` : '';
    console.log(
      `${name.padEnd(13)} ${Math.round(r.rps).toString().padStart(7)} req/s${ratio.padStart(8)}  p50 ${r.p50} ms  p99 ${r.p99} ms${bad}`,
    );
  }
  if (wanted.includes('bookings')) {
    const { default: Database } = await import(path.join(root, 'node_modules/better-sqlite3/lib/index.js'));
    const check = new Database(databasePath, { readonly: true });
    const negative = check.prepare('SELECT COUNT(*) AS n FROM hotel_inventory WHERE available_rooms < 0').get().n;
    const taken = check.prepare('SELECT COALESCE(SUM(total_rooms - available_rooms), 0) AS n FROM hotel_inventory').get().n;
    const held = check.prepare("SELECT COUNT(*) AS n FROM bookings WHERE type = 'hotel' AND status <> 'cancelled'").get().n;
    check.close();
    console.log(`bookings audit: ${negative} nights below 0, ${taken} room-nights taken, ${held} one-night hotel bookings held`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(process.env.PERF_CPU_PROF ? 3000 : 500);
  fs.rmSync(dir, { recursive: true, force: true });
}
