import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../src/db/transaction';
import { catalogueApp, day, quotedPerNight, seededHotel, sql } from '../../helpers/hotels';

// The search with dates answers from an in-memory index of free nights (features/hotels/free-nights.ts);
// these check it follows every kind of change to the stock, including ones made behind the API's back.
describe('hotel search with dates follows the stock', () => {
  const SLUG = 'hamsikoy-stone-inn';

  async function found(app: Awaited<ReturnType<typeof catalogueApp>>['app'], checkIn: string, checkOut: string, guests = 1) {
    const res = await app.inject({ url: `/api/hotels?limit=50&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: { slug: string; fromPrice: number }[] };
    return body.results.find((card) => card.slug === SLUG);
  }

  it('drops a hotel once one night of the stay has no room left, and brings it back when one is freed', async () => {
    const { app } = await catalogueApp();
    const hotel = seededHotel(app, SLUG);
    const [checkIn, checkOut] = [day(20), day(23)];
    expect(await found(app, checkIn, checkOut)).toBeDefined(); // builds the index

    // Every room type of the hotel sold out on the middle night, by plain SQL (no repository involved).
    sql(app, 'UPDATE hotel_inventory SET available_rooms = 0 WHERE hotel_id = ? AND date = ?', hotel.id, day(21));
    expect(await found(app, checkIn, checkOut)).toBeUndefined();
    expect(await found(app, day(22), day(24))).toBeDefined(); // the other nights are still free

    sql(
      app,
      'UPDATE hotel_inventory SET available_rooms = 1 WHERE hotel_id = ? AND date = ? AND room_type_id = ?',
      hotel.id,
      day(21),
      hotel.rooms[0]!.id,
    );
    const back = await found(app, checkIn, checkOut);
    expect(back).toBeDefined();
    // Only the first room type is free on every night now, so its price for the stay is the "from" price.
    expect(back!.fromPrice).toBe(await quotedPerNight(app, hotel.id, hotel.rooms[0]!.id, checkIn, checkOut));
  });

  it('prices a stay by its nights, as the checkout does, and follows a change of a night’s price', async () => {
    const { app } = await catalogueApp();
    const hotel = seededHotel(app, SLUG);
    const cheapest = hotel.rooms.reduce((a, b) => (b.price < a.price ? b : a));
    // Two nights on their own terms: a promotion on one, a season on the other (not the base price).
    sql(app, 'UPDATE hotel_inventory SET promotion_discount = 0 WHERE hotel_id = ?', hotel.id);
    const [checkIn, checkOut] = [day(50), day(52)];
    expect((await found(app, checkIn, checkOut))!.fromPrice).toBe(await quotedPerNight(app, hotel.id, cheapest.id, checkIn, checkOut));

    sql(app, 'UPDATE hotel_inventory SET seasonal_adjustment = 50 WHERE hotel_id = ? AND date = ?', hotel.id, day(50));
    const dearer = (await found(app, checkIn, checkOut))!.fromPrice;
    expect(dearer).toBe(await quotedPerNight(app, hotel.id, cheapest.id, checkIn, checkOut));
    sql(app, 'UPDATE hotel_inventory SET promotion_discount = 40 WHERE hotel_id = ? AND date = ?', hotel.id, day(51));
    const cheaper = (await found(app, checkIn, checkOut))!.fromPrice;
    expect(cheaper).toBe(await quotedPerNight(app, hotel.id, cheapest.id, checkIn, checkOut));
    expect(cheaper).toBeLessThan(dearer);

    // The price filter and the price order use the same figure.
    const filtered = async (max: number) =>
      (
        (await app.inject({ url: `/api/hotels?limit=50&checkIn=${checkIn}&checkOut=${checkOut}&maxPrice=${max}` })).json() as {
          results: { slug: string }[];
        }
      ).results.map((card) => card.slug);
    expect(await filtered(cheaper)).toContain(SLUG);
    expect(await filtered(cheaper - 0.01)).not.toContain(SLUG);
  });

  it('follows blocked nights, a room type that no longer sleeps the party, and a deleted night', async () => {
    const { app } = await catalogueApp();
    const hotel = seededHotel(app, SLUG);
    const [checkIn, checkOut] = [day(30), day(32)];
    const biggest = Math.max(...hotel.rooms.map((room) => room.capacity));
    expect(await found(app, checkIn, checkOut, biggest)).toBeDefined();

    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'works' WHERE hotel_id = ? AND date = ?", hotel.id, day(31));
    expect(await found(app, checkIn, checkOut)).toBeUndefined();
    sql(app, 'UPDATE hotel_inventory SET blocked = 0, block_reason = NULL WHERE hotel_id = ? AND date = ?', hotel.id, day(31));
    expect(await found(app, checkIn, checkOut)).toBeDefined();

    sql(app, 'UPDATE room_types SET capacity = 1 WHERE hotel_id = ?', hotel.id);
    expect(await found(app, checkIn, checkOut, 2)).toBeUndefined();
    expect(await found(app, checkIn, checkOut, 1)).toBeDefined();

    sql(app, 'DELETE FROM hotel_inventory WHERE hotel_id = ? AND date = ?', hotel.id, day(30));
    expect(await found(app, checkIn, checkOut, 1)).toBeUndefined();
  });

  it('ignores a change that was rolled back', async () => {
    const { app } = await catalogueApp();
    const hotel = seededHotel(app, SLUG);
    const [checkIn, checkOut] = [day(40), day(41)];
    expect(await found(app, checkIn, checkOut)).toBeDefined();
    const failed = groupCommit(app.db, () => {
      app.db.$client.prepare('UPDATE hotel_inventory SET available_rooms = 0 WHERE hotel_id = ? AND date = ?').run(hotel.id, day(40));
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    app.responseCache.clear();
    expect(await found(app, checkIn, checkOut)).toBeDefined();
  });

  it('matches the SQL count of free nights on many stays', async () => {
    const { app } = await catalogueApp();
    const hotel = seededHotel(app, SLUG);
    // Sell out a scattering of nights, then compare with SQLite's own answer for each stay.
    for (const n of [3, 5, 6, 11])
      sql(app, 'UPDATE hotel_inventory SET available_rooms = 0 WHERE room_type_id = ? AND date = ?', hotel.rooms[0]!.id, day(n));
    for (const n of [5, 12]) sql(app, 'UPDATE hotel_inventory SET available_rooms = 0 WHERE hotel_id = ? AND date = ?', hotel.id, day(n));
    const freeEveryNight = app.db.$client.prepare(
      `SELECT count(*) AS n FROM room_types r WHERE r.hotel_id = ? AND (
         SELECT count(*) FROM hotel_inventory i WHERE i.room_type_id = r.id AND i.date >= ? AND i.date < ? AND i.blocked = 0 AND i.available_rooms >= 1
       ) = ?`,
    );
    for (let start = 1; start <= 14; start += 1) {
      for (const length of [1, 2, 4]) {
        const expected = (freeEveryNight.get(hotel.id, day(start), day(start + length), length) as { n: number }).n > 0;
        expect(Boolean(await found(app, day(start), day(start + length))), `${day(start)} + ${length}`).toBe(expected);
      }
    }
  });
});
