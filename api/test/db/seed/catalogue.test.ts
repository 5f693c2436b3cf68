import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { seedCatalogue } from '../../../src/db/seed/catalogue';
import { catalogueApp, day } from '../../helpers/hotels';

describe('the catalogue seed', () => {
  it('seeds destinations, 13 hotels with 3 to 5 room types, reviews and 395 nights each (the latest check-in, 365 days ahead, plus a 30-night stay; how long it takes is a figure of npm run bench, not of a unit test)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    const db = openDatabase(path.join(dir, 'seed.db'));
    try {
      const result = seedCatalogue(db, { today: '2026-06-01' });
      expect(result).toMatchObject({ seeded: true, destinations: 6, hotels: 13, reviews: expect.any(Number) });
      expect(result.inventory).toBe(result.roomTypes * 395);
      expect(result.inventory).toBeGreaterThan(17000);
      const sqlite = db.$client;
      const perHotel = sqlite.prepare('SELECT hotel_id, count(*) AS n FROM room_types GROUP BY hotel_id').all() as { n: number }[];
      expect(perHotel.every((r) => r.n >= 3 && r.n <= 5)).toBe(true);
      const reviews = sqlite
        .prepare('SELECT h.total_reviews AS t, count(r.id) AS n FROM hotels h JOIN hotel_reviews r ON r.hotel_id = h.id GROUP BY h.id')
        .all() as { t: number; n: number }[];
      expect(reviews.every((r) => r.n >= 3 && r.n === r.t)).toBe(true);
      // Every name and description in English, Turkish and Arabic.
      for (const table of ['hotels', 'room_types', 'destinations']) {
        const missing = sqlite
          .prepare(
            `SELECT count(*) AS n FROM ${table} WHERE json_extract(name, '$.tr') IS NULL OR json_extract(name, '$.ar') IS NULL OR json_extract(description, '$.tr') IS NULL OR json_extract(description, '$.ar') IS NULL`,
          )
          .get();
        expect({ table, missing }).toEqual({ table, missing: { n: 0 } });
      }
      const range = sqlite.prepare('SELECT min(date) AS first, max(date) AS last FROM hotel_inventory').get();
      expect(range).toEqual({ first: '2026-06-01', last: '2027-06-30' });
      // Seasonal and weekend prices, some promotions with codes, a closure with a reason.
      expect(sqlite.prepare("SELECT seasonal_adjustment AS s FROM hotel_inventory WHERE date = '2026-07-20' LIMIT 1").get()).toEqual({
        s: 20,
      });
      expect(sqlite.prepare("SELECT DISTINCT price_modifier AS m FROM hotel_inventory WHERE date = '2026-06-05'").all()).toEqual([
        { m: 1.15 },
      ]); // a Friday
      expect(
        (
          sqlite.prepare('SELECT count(DISTINCT promotion_code) AS n FROM hotel_inventory WHERE promotion_code IS NOT NULL').get() as {
            n: number;
          }
        ).n,
      ).toBe(7);
      expect(sqlite.prepare('SELECT DISTINCT block_reason AS r FROM hotel_inventory WHERE blocked = 1').all()).toEqual([
        { r: 'Renovation of the family rooms' },
      ]);

      expect(seedCatalogue(db)).toMatchObject({ seeded: false });
      expect(sqlite.prepare('SELECT count(*) AS n FROM hotels').get()).toEqual({ n: 13 });
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every room type of every hotel on sale for the latest and longest stay a guest may book', async () => {
    const { app, client } = await catalogueApp();
    const rooms = app.db.$client.prepare('SELECT hotel_id AS hotel, id FROM room_types').all() as { hotel: string; id: string }[];
    expect(rooms.length).toBeGreaterThan(40);
    // Check-in 365 days ahead (the latest), 30 nights (the longest stay).
    const stay = `checkIn=${day(365)}&checkOut=${day(395)}`;
    for (const room of rooms) {
      const res = await client.call({ method: 'GET', url: `/api/inventory/hotels/${room.hotel}/${room.id}/availability?${stay}` });
      expect({ room: room.id, status: res.statusCode, bookable: res.json().bookable }).toEqual({
        room: room.id,
        status: 200,
        bookable: true,
      });
    }
  });

  it('runs at the first start only: deleting seeded hotels does not bring them back while one hotel is left', async () => {
    const { app, config } = await catalogueApp();
    app.db.$client.prepare("DELETE FROM hotels WHERE slug != 'meydan-boutique-hotel'").run();
    await app.close();
    const { buildApp } = await import('../../../src/app');
    const again = await buildApp(config, { logger: false });
    expect(again.db.$client.prepare('SELECT count(*) AS n FROM hotels').get()).toEqual({ n: 1 });
    await again.close();
  });

  it('scales with a size parameter (the benchmark uses 200 hotels × 4 room types)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    const db = openDatabase(path.join(dir, 'seed.db'));
    try {
      const result = seedCatalogue(db, { hotels: 30, roomsPerHotel: 4, days: 30 });
      expect(result).toMatchObject({ hotels: 30, roomTypes: 120, inventory: 3600 });
      expect((db.$client.prepare('SELECT count(DISTINCT slug) AS n FROM hotels').get() as { n: number }).n).toBe(30);
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
