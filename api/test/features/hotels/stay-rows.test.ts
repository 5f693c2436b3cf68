import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tableCache } from '../../../src/db/table-cache';
import { immediate } from '../../../src/db/transaction';
import { buildBookingsApp, type BookingsClient } from '../../helpers/bookings';
import { day, seededHotel } from '../../helpers/hotels';

// A stay's hotel and room rows are kept in memory (hotels/repository.ts, db/table-cache.ts): whoever
// changes them, the very next quote must see it. Quotes are never in the response cache.

async function setUp() {
  const { app, client, config } = await buildBookingsApp();
  const hotel = seededHotel(app, 'hamsikoy-stone-inn');
  const room = hotel.rooms.find((r) => r.capacity >= 2)!;
  const quote = (guests = 1) =>
    client.call({
      method: 'POST',
      url: '/api/bookings/quote',
      body: { type: 'hotel', hotelId: hotel.id, roomTypeId: room.id, checkIn: day(7), checkOut: day(8), guests },
    });
  return { app, client: client as BookingsClient, config, hotel, room, quote };
}

describe("a stay's hotel and room kept in memory", () => {
  it('a hotel taken off sale with SQL on the same connection is refused at the next quote', async () => {
    const { app, hotel, quote } = await setUp();
    expect((await quote()).statusCode).toBe(200);
    app.db.$client.prepare('UPDATE hotels SET active = 0 WHERE id = ?').run(hotel.id);
    const res = await quote();
    expect(res.statusCode, res.body).toBe(404);
  });

  it('a room type changed by another connection is read anew at the next quote', async () => {
    const { config, room, quote } = await setUp();
    expect((await quote(2)).statusCode).toBe(200);
    const other = new Database(config.databasePath);
    try {
      other.prepare('UPDATE room_types SET capacity = 1 WHERE id = ?').run(room.id);
    } finally {
      other.close();
    }
    const res = await quote(2);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('This room type sleeps only 1 guest');
  });

  it('a change rolled back is never used, even when read before the rollback', async () => {
    const { app, hotel, quote } = await setUp();
    expect((await quote()).statusCode).toBe(200);
    expect(() =>
      immediate(app.db, () => {
        app.db.$client.prepare('UPDATE hotels SET active = 0 WHERE id = ?').run(hotel.id);
        expect(app.repos.hotels.stayHotel(hotel.id)?.active).toBe(false);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(app.repos.hotels.stayHotel(hotel.id)?.active).toBe(true);
    expect((await quote()).statusCode).toBe(200);
  });

  it('keeps rows only: keys that name no hotel or room (they come from requests) are not kept', async () => {
    const { app, hotel, room } = await setUp();
    const kept = tableCache(app.db, 'stay_rows', ['hotels', 'room_types']);
    expect(app.repos.hotels.stayHotel(hotel.id)?.id).toBe(hotel.id);
    expect(app.repos.hotels.stayRoom(room.id)?.id).toBe(room.id);
    const rows = kept.size();
    expect(rows).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 50; i += 1) {
      expect(app.repos.hotels.stayHotel(`no-such-hotel-${i}`)).toBeUndefined();
      expect(app.repos.hotels.stayRoom(`no-such-room-${i}`)).toBeUndefined();
    }
    expect(kept.size()).toBe(rows);
  });
});
