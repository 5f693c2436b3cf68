#!/usr/bin/env node
// Crash safety (not part of `npm test`: each run starts the API twice, too slow for the unit suite).
// `node scripts/crash-safety.mjs` (or `npm run bench:security`).
//
// Each run: copies a seeded database, starts the API (its own process, from the TypeScript source),
// makes card bookings of one room type from several concurrent clients, SIGKILLs the process at a
// random moment while they are in flight, restarts it on the same file, and checks that
//   - every booking acknowledged with 201 is there,
//   - the rooms taken per night equal the open bookings of that room type exactly,
//   - PRAGMA integrity_check answers ok.
// Options (environment): CRASH_RUNS (20), CRASH_CLIENTS (4), CRASH_SEED (random; printed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const Database = require('better-sqlite3');

const RUNS = Number(process.env.CRASH_RUNS ?? 20);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
let seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A number written in letters (0 → a … 9 → j): a person's name takes letters only (contracts' PERSON_NAME). */
const lettersOf = (n) => String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

console.log(`crash-safety: ${RUNS} runs, ${CLIENTS} clients, seed ${seed}`);
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(databasePath) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx/esm', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, STATIC_ROOT: 'none', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the API exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${base}/api/auth/status`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 120 s');
}

/** Ends the process (if it has not ended yet: a killed one has a signalCode and no exitCode). */
const stop = (child, signal) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', resolve), child.kill(signal)),
  );

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// A seeded database to copy for every run (the first start seeds the catalogue).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'));
const template = path.join(dir, 'template.db');
{
  const { child } = await start(template);
  await stop(child, 'SIGTERM');
}
const meta = new Database(template, { readonly: true });
const room = meta.prepare('SELECT id, hotel_id AS hotelId, total_rooms AS total FROM room_types ORDER BY total_rooms DESC LIMIT 1').get();
meta.close();

let survived = 0;
let acknowledgedTotal = 0;
for (let run = 1; run <= RUNS; run++) {
  const databasePath = path.join(dir, `run-${run}.db`);
  fs.copyFileSync(template, databasePath);
  const before = new Database(databasePath, { readonly: true });
  const initial = new Map(
    before
      .prepare('SELECT date, available_rooms AS a FROM hotel_inventory WHERE room_type_id = ?')
      .all(room.id)
      .map((r) => [r.date, r.a]),
  );
  before.close();

  const { child, base } = await start(databasePath);
  const acknowledged = [];
  let killed = false;
  const client = async (n) => {
    for (let i = 0; !killed; i++) {
      const checkIn = 5 + Math.floor(random() * 20);
      const nights = 1 + Math.floor(random() * 3);
      try {
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'hotel',
            hotelId: room.hotelId,
            roomTypeId: room.id,
            checkIn: day(checkIn),
            checkOut: day(checkIn + nights),
            guests: 1,
            contact: {
              firstName: 'Crash',
              lastName: `Client ${lettersOf(n)}`,
              email: `crash${n}-${i}@example.com`,
              phone: '+90 555 111 22 33',
            },
            payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'CRASH TEST', expiryDate: '12/35', cvv: '123' },
          }),
        });
        if (res.status === 201) acknowledged.push((await res.json()).booking.reference);
      } catch {
        /* the process is gone */
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
  // Kill while bookings are in flight: after the first acknowledgement (at most 60 s), plus a random delay.
  for (let waited = 0; acknowledged.length === 0 && waited < 60_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, random() * 1500));
  child.kill('SIGKILL');
  killed = true;
  await Promise.all(clients);
  await stop(child, 'SIGKILL');

  // Restart on the same file (recovers the WAL, runs migrations), then check it from outside.
  const again = await start(databasePath);
  await stop(again.child, 'SIGTERM');
  const db = new Database(databasePath, { readonly: true });
  const problems = [];
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
  const stored = new Set(
    db
      .prepare("SELECT reference FROM bookings WHERE type = 'hotel'")
      .all()
      .map((r) => r.reference),
  );
  const lost = acknowledged.filter((reference) => !stored.has(reference));
  if (lost.length) problems.push(`${lost.length} acknowledged bookings missing: ${lost.slice(0, 5).join(', ')}`);
  const open = db
    .prepare(
      "SELECT start_date AS s, end_date AS e FROM bookings WHERE type = 'hotel' AND status IN ('pending','confirmed') AND json_extract(details, '$.roomTypeId') = ?",
    )
    .all(room.id);
  for (const { date, a } of db.prepare('SELECT date, available_rooms AS a FROM hotel_inventory WHERE room_type_id = ?').all(room.id)) {
    const booked = open.filter((b) => b.s <= date && b.e > date).length;
    const taken = (initial.get(date) ?? a) - a;
    if (taken !== booked) problems.push(`${date}: ${taken} rooms taken but ${booked} open bookings`);
  }
  db.close();
  acknowledgedTotal += acknowledged.length;
  if (problems.length) {
    console.error(`run ${run}: FAILED\n  ${problems.slice(0, 10).join('\n  ')}`);
  } else {
    survived += 1;
    console.log(`run ${run}: ok (${acknowledged.length} acknowledged bookings, ${stored.size} stored, killed mid-flight)`);
  }
}
fs.rmSync(dir, { recursive: true, force: true });
console.log(`crash-safety: ${survived}/${RUNS} runs survived, ${acknowledgedTotal} acknowledged bookings checked`);
process.exit(survived === RUNS ? 0 : 1);
