import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BookingTypeRegistry } from '../../../src/features/bookings/booking-types';
import { createHotelBookingHandler } from '../../../src/features/hotels/booking-handler';
import { nightPriceCents } from '../../../src/features/hotels/pricing';
import { immediate } from '../../../src/db/transaction';
import { HttpError } from '../../../src/lib/http-error';
import { calendarTimes } from '../../helpers/bookings';
import { catalogueApp, day, seededHotel, sql } from '../../helpers/hotels';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-12-01" as an English page writes it: "Dec 1, 2026". */
const englishDay = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

function rooms(app: FastifyInstance, roomTypeId: string, from: string, to: string) {
  return (
    app.db.$client
      .prepare(
        'SELECT date, available_rooms AS a, total_rooms AS t FROM hotel_inventory WHERE room_type_id = ? AND date >= ? AND date <= ? ORDER BY date',
      )
      .all(roomTypeId, from, to) as { date: string; a: number; t: number }[]
  ).map((r) => [r.date, r.a, r.t]);
}

async function statusOf(work: () => unknown): Promise<[number, string] | 'ok'> {
  try {
    await work();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
}

describe('the hotel booking type', () => {
  it('is registered in the app as "hotel" with TZN references', async () => {
    const { app } = await catalogueApp();
    const handler = app.bookingTypes.get('hotel');
    expect(handler?.referencePrefix).toBe('TZN');
    const registry = new BookingTypeRegistry();
    registry.register(createHotelBookingHandler());
    expect(registry.types()).toEqual(['hotel']);
  });

  it("words each night's line in the request's language, with the room's name and the day as that language writes them", async () => {
    const { app } = await catalogueApp();
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const handler = createHotelBookingHandler();
    const labels = async (lang: string) =>
      (
        await handler.quote(
          { hotelId: id, roomTypeId: list[2]!.id, checkIn: '2027-03-10', checkOut: '2027-03-11', guests: 2 },
          { db: app.db, now: new Date('2027-03-01T09:00:00Z'), request: { query: { lang } } as never },
        )
      ).lineItems.map((line) => line.label);
    expect(await labels('en')).toEqual(['Family Room, night of Mar 10, 2027']);
    expect(await labels('tr')).toEqual(['Aile Odası, 10 Mar 2027 gecesi']);
    expect(await labels('ar')).toEqual(['غرفة عائلية، ليلة 10\u200f/03\u200f/2027']);
  });

  it('quotes the sum of the nightly prices, one line item per night, from the check-in time to the check-out time in Istanbul', async () => {
    const { app } = await catalogueApp();
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const room = list[2]!; // family room, 3 rooms
    sql(
      app,
      'UPDATE hotel_inventory SET promotion_discount = 50, promotion_code = ? WHERE room_type_id = ? AND date = ?',
      'HALF',
      room.id,
      day(3),
    );
    const handler = createHotelBookingHandler();
    const quote = await handler.quote(
      { hotelId: id, roomTypeId: room.id, checkIn: day(2), checkOut: day(5), guests: 4 },
      { db: app.db, now: new Date() },
    );
    const prices = [day(2), day(3), day(4)].map((date) =>
      nightPriceCents(
        app.db.$client
          .prepare(
            'SELECT base_price_cents AS basePriceCents, price_modifier AS priceModifier, seasonal_adjustment AS seasonalAdjustment, promotion_discount AS promotionDiscount FROM hotel_inventory WHERE room_type_id = ? AND date = ?',
          )
          .get(room.id, date) as never,
      ),
    );
    expect(quote).toEqual({
      startDate: day(2),
      endDate: day(5),
      startTime: '14:00',
      serviceStartsAt: `${day(2)}T11:00:00.000Z`,
      serviceEndsAt: `${day(5)}T08:00:00.000Z`, // the inn's check-out, 11:00 in Istanbul
      guests: 4,
      lineItems: [2, 3, 4].map((n, i) => ({
        label: `Family Room, night of ${englishDay(day(n))}`,
        quantity: 1,
        unitPriceCents: prices[i],
        totalCents: prices[i],
        // Its words kept apart, so a page in another language writes the line in its own.
        parts: { key: 'night', values: { date: day(n) }, name: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' } },
      })),
      subtotalCents: prices[0]! + prices[1]! + prices[2]!,
      details: expect.objectContaining({
        hotelId: id,
        roomTypeId: room.id,
        checkIn: day(2),
        checkOut: day(5),
        guests: 4,
        nights: 3,
        hotelName: 'Hamsiköy Stone Inn',
        roomTypeName: 'Family Room',
      }),
    });
    // The Turkish and Arabic names are kept too, for My bookings in those languages.
    const names = (quote.details as { localizedNames: Record<string, Record<string, string>> }).localizedNames;
    expect(names).toEqual({
      tr: { hotelName: 'Hamsiköy Taş Konak', roomTypeName: 'Aile Odası' },
      ar: { hotelName: 'نُزل هامسي كوي الحجري', roomTypeName: 'غرفة عائلية' },
    });
    expect(prices[1]).toBeLessThan(prices[0]! * 0.6);
  });

  it('refuses bad requests: 400 dates and guests, 404 unknown, 409 a blocked or full night', async () => {
    const { app } = await catalogueApp();
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const room = list[0]!;
    const handler = createHotelBookingHandler();
    const quote = (details: Record<string, unknown>) =>
      statusOf(() =>
        handler.quote(
          { hotelId: id, roomTypeId: room.id, checkIn: day(1), checkOut: day(3), guests: 2, ...details },
          { db: app.db, now: new Date() },
        ),
      );
    expect(await quote({ checkOut: day(1) })).toEqual([400, 'Check-out must be after check-in']);
    expect(await quote({ checkIn: day(-2) })).toEqual([400, 'Check-in cannot be in the past']);
    expect(await quote({ checkIn: day(366), checkOut: day(367) })).toEqual([400, 'Bookings open at most 365 days ahead']);
    expect(await quote({ checkIn: '9999-12-30', checkOut: '9999-12-31' })).toEqual([400, 'Bookings open at most 365 days ahead']);
    expect(await quote({ guests: 3 })).toEqual([400, 'This room type sleeps at most 2 guests']);
    // A room for one says so without "1 guests".
    sql(app, 'UPDATE room_types SET capacity = 1 WHERE id = ?', room.id);
    expect(await quote({ guests: 2 })).toEqual([400, 'This room type sleeps only 1 guest']);
    sql(app, 'UPDATE room_types SET capacity = 2 WHERE id = ?', room.id);
    expect(await quote({ hotelId: 'nope' })).toEqual([404, 'Hotel not found']);
    expect(await quote({ roomTypeId: 'nope' })).toEqual([404, 'Room type not found']);
    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Works' WHERE room_type_id = ? AND date = ?", room.id, day(2));
    expect(await quote({})).toEqual([409, 'This room is no longer available for the selected dates']);
    expect(await quote({ checkIn: day(3), checkOut: day(4) })).toBe('ok');
  });

  it('reserve takes one room per night from check-in up to check-out (exclusive); release gives them back', async () => {
    const { app } = await catalogueApp();
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const room = list[1]!; // triple, 4 rooms
    const handler = createHotelBookingHandler();
    const quote = await handler.quote(
      { hotelId: id, roomTypeId: room.id, checkIn: day(3), checkOut: day(6), guests: 3 },
      { db: app.db, now: new Date() },
    );
    const before = rooms(app, room.id, day(2), day(6));
    expect(before.map((r) => r[1])).toEqual([4, 4, 4, 4, 4]);

    immediate(app.db, () => handler.reserve(app.db, quote));
    expect(rooms(app, room.id, day(2), day(6))).toEqual([
      [day(2), 4, 4],
      [day(3), 3, 4],
      [day(4), 3, 4],
      [day(5), 3, 4],
      [day(6), 4, 4],
    ]);

    const booking = { id: 'b1', type: 'hotel' as const, details: quote.details, startDate: day(3), endDate: day(6), guests: 3 };
    immediate(app.db, () => handler.release(app.db, booking));
    expect(rooms(app, room.id, day(2), day(6))).toEqual(before);
    // Releasing again never lifts a night above its total.
    immediate(app.db, () => handler.release(app.db, booking));
    expect(rooms(app, room.id, day(2), day(6))).toEqual(before);
  });

  it('reserve refuses (409) when one night is blocked or has no room left, and the transaction leaves every night as it was', async () => {
    const { app } = await catalogueApp();
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const room = list[1]!;
    const handler = createHotelBookingHandler();
    const quote = await handler.quote(
      { hotelId: id, roomTypeId: room.id, checkIn: day(3), checkOut: day(6), guests: 1 },
      { db: app.db, now: new Date() },
    );
    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Works' WHERE room_type_id = ? AND date = ?", room.id, day(5));
    const before = rooms(app, room.id, day(3), day(5));
    expect(await statusOf(() => immediate(app.db, () => handler.reserve(app.db, quote)))).toEqual([
      409,
      'This room is no longer available for the selected dates',
    ]);
    expect(rooms(app, room.id, day(3), day(5))).toEqual(before);

    sql(
      app,
      'UPDATE hotel_inventory SET blocked = 0, block_reason = NULL, available_rooms = 1 WHERE room_type_id = ? AND date = ?',
      room.id,
      day(5),
    );
    immediate(app.db, () => handler.reserve(app.db, quote)); // takes the last room of day 5
    expect(await statusOf(() => immediate(app.db, () => handler.reserve(app.db, quote)))).toEqual([
      409,
      'This room is no longer available for the selected dates',
    ]);
    expect(rooms(app, room.id, day(3), day(5)).map((r) => r[1])).toEqual([3, 3, 0]);
  });
});

describe('hotel bookings through POST /api/bookings', () => {
  it('books a stay (TZN- reference, one room taken per night), refuses a blocked stay, and cancelling gives the rooms back', async () => {
    const { app, client } = await catalogueApp();
    const { token } = await client.signUp('guest@example.com');
    const { id, rooms: list } = seededHotel(app, 'hamsikoy-stone-inn');
    const room = list[0]!; // 6 rooms
    sql(app, "UPDATE hotels SET check_in_time = '14:00', check_out_time = '11:30' WHERE id = ?", id);
    const body = {
      type: 'hotel',
      hotelId: id,
      roomTypeId: room.id,
      checkIn: day(7),
      checkOut: day(9),
      guests: 2,
      total: 1, // ignored: the server prices the stay
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'guest@example.com', phone: '+90 555 111 22 33' },
      payment: { method: 'payAtHotel' },
    };
    const res = await client.call({ method: 'POST', url: '/api/bookings', body, token });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking.reference).toMatch(/^TZN-\d{6}$/);
    expect(rooms(app, room.id, day(7), day(9)).map((r) => r[1])).toEqual([5, 5, 6]);
    // Its calendar event runs from check-in at 14:00 to check-out at the hotel's 11:30 (Istanbul, UTC+3).
    expect(calendarTimes(app, booking._id)).toEqual({
      start: `${day(7).replace(/-/g, '')}T110000Z`,
      end: `${day(9).replace(/-/g, '')}T083000Z`,
    });

    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Works' WHERE room_type_id = ? AND date = ?", room.id, day(12));
    const refused = await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: { ...body, checkIn: day(11), checkOut: day(13) },
      token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This room is no longer available for the selected dates');

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booking._id ?? booking.id}/cancel`, token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(rooms(app, room.id, day(7), day(9)).map((r) => r[1])).toEqual([6, 6, 6]);
  });
});
