#!/usr/bin/env node
// Seeds the bench's temporary database at the scale of issue 16: 200 hotels × 4 room types × 365
// nights of inventory (292,000 rows), through the catalogue seed's own size options (one immediate
// transaction, prepared statements). The API's start-up seed then finds hotels, leaves the
// catalogue alone and adds the other verticals (restaurants, packages, transfers, settings) as on
// any new database. Usage: node scripts/bench/seed.mjs <database file> [hotels] [room types] [days]
// Prints one JSON line: what was seeded and how long it took.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [file, hotels = '200', rooms = '4', days = '365'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/seed.mjs <database file> [hotels] [room types] [days]');
  process.exit(2);
}

const { openDatabase } = await import(path.join(root, 'api/src/db/client.ts'));
const { seedCatalogue } = await import(path.join(root, 'api/src/db/seed/catalogue.ts'));

const started = performance.now();
const db = openDatabase(path.resolve(file));
const migratedMs = Math.round(performance.now() - started);
const result = seedCatalogue(db, { hotels: Number(hotels), roomsPerHotel: Number(rooms), days: Number(days) });
const counts = db.$client
  .prepare(
    'SELECT (SELECT COUNT(*) FROM hotels) AS hotels, (SELECT COUNT(*) FROM room_types) AS roomTypes, (SELECT COUNT(*) FROM hotel_inventory) AS inventory',
  )
  .get();
db.$client.close();
if (!result.seeded) {
  console.error(`the database already had hotels (${counts.hotels}); the bench needs a new file`);
  process.exit(1);
}
console.log(JSON.stringify({ ...counts, migratedMs, seedMs: result.ms }));
