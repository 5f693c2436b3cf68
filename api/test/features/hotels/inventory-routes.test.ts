import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { nightPriceCents } from '../../../src/features/hotels/pricing';
import { addDays, dayOfWeek } from '@trabzon/dates';
import { catalogueApp, day, seededHotel, sql, testTokens } from '../../helpers/hotels';

function night(app: FastifyInstance, roomTypeId: string, date: string) {
  return app.db.$client
    .prepare(
      `SELECT id, total_rooms AS totalRooms, available_rooms AS availableRooms, base_price_cents AS basePriceCents, price_modifier AS priceModifier,
        seasonal_adjustment AS seasonalAdjustment, promotion_discount AS promotionDiscount, promotion_code AS promotionCode,
        blocked, block_reason AS blockReason, notes
       FROM hotel_inventory WHERE room_type_id = ? AND date = ?`,
    )
    .get(roomTypeId, date) as {
    id: string;
    totalRooms: number;
    availableRooms: number;
    basePriceCents: number;
    priceModifier: number;
    seasonalAdjustment: number;
    promotionDiscount: number;
    promotionCode: string | null;
    blocked: number;
    blockReason: string | null;
    notes: string | null;
  };
}

/** A confirmed hotel booking row, as the bookings core stores it (details carry the room type). */
function book(app: FastifyInstance, hotelId: string, roomTypeId: string, checkIn: string, checkOut: string, reference: string) {
  sql(
    app,
    `INSERT INTO bookings (id, reference, type, contact_first_name, contact_last_name, contact_email, contact_phone, start_date, end_date, guests, details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, status, payment_method)
     VALUES (?, ?, 'hotel', 'A', 'B', 'a@b.co', '+905551112233', ?, ?, 1, ?, '[]', 100, 0, 0, 100, 'confirmed', 'payAtHotel')`,
    reference,
    reference,
    checkIn,
    checkOut,
    JSON.stringify({ hotelId, roomTypeId, checkIn, checkOut }),
  );
}

describe('the pricing function', () => {
  it('is round(base × modifier × (1 + seasonal/100) × (1 − discount/100)) in cents', () => {
    expect(nightPriceCents({ basePriceCents: 10000, priceModifier: 1, seasonalAdjustment: 0, promotionDiscount: 0 })).toBe(10000);
    expect(nightPriceCents({ basePriceCents: 10000, priceModifier: 1.2, seasonalAdjustment: 10, promotionDiscount: 25 })).toBe(9900);
    expect(nightPriceCents({ basePriceCents: 8000, priceModifier: 1.15, seasonalAdjustment: -10, promotionDiscount: 12 })).toBe(7286); // 7286.4
    expect(nightPriceCents({ basePriceCents: 125, priceModifier: 1, seasonalAdjustment: 0, promotionDiscount: 50 })).toBe(63); // 62.5 rounds up
    expect(nightPriceCents({ basePriceCents: 5000, priceModifier: 1, seasonalAdjustment: 0, promotionDiscount: 100 })).toBe(0);
  });
});

describe('GET /api/inventory/hotels/:hotelId/:roomTypeId/availability', () => {
  it('answers the nights with their prices from the pricing function, their total and rooms left', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    const room = rooms[0]!;
    sql(
      app,
      'UPDATE hotel_inventory SET base_price_cents = 10000, price_modifier = 1.2, seasonal_adjustment = 10, promotion_discount = 25, available_rooms = 3 WHERE room_type_id = ? AND date = ?',
      room.id,
      day(2),
    );
    const res = await client.call({
      method: 'GET',
      url: `/api/inventory/hotels/${id}/${room.id}/availability?checkIn=${day(1)}&checkOut=${day(4)}&guests=2`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const expected = [day(1), day(2), day(3)].map((date) => nightPriceCents(night(app, room.id, date)) / 100);
    expect(expected[1]).toBe(99);
    expect(body).toEqual({
      bookable: true,
      nights: [
        { date: day(1), price: expected[0], originalPrice: expected[0], roomsLeft: room.total, blocked: false },
        { date: day(2), price: 99, originalPrice: 132, roomsLeft: 3, blocked: false },
        { date: day(3), price: expected[2], originalPrice: expected[2], roomsLeft: room.total, blocked: false },
      ],
      total: Math.round((expected[0]! + 99 + expected[2]!) * 100) / 100,
      currency: 'USD',
      nightsCount: 3,
    });
    // The seed's weekend modifier: Friday and Saturday nights cost 15 % more. A Friday after day(2),
    // whose modifier this test changed (on a Wednesday day(2) is the next Friday).
    const friday = [...Array(7).keys()].map((n) => day(n + 3)).find((date) => dayOfWeek(date) === 5)!;
    expect(night(app, room.id, friday).priceModifier).toBe(1.15);
    expect(night(app, room.id, addDays(friday, 2)).priceModifier).toBe(1);
  });

  it('is not bookable when a night is blocked or full, with the reason', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    const url = `/api/inventory/hotels/${id}/${rooms[1]!.id}/availability?checkIn=${day(1)}&checkOut=${day(3)}`;
    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Painting' WHERE room_type_id = ? AND date = ?", rooms[1]!.id, day(2));
    const blocked = (await client.call({ method: 'GET', url })).json();
    expect(blocked).toMatchObject({ bookable: false, reason: 'This room is no longer available for the selected dates', nightsCount: 2 });
    expect(blocked.nights[1]).toMatchObject({ date: day(2), roomsLeft: 0, blocked: true });
    sql(
      app,
      'UPDATE hotel_inventory SET blocked = 0, block_reason = NULL, available_rooms = 0 WHERE room_type_id = ? AND date = ?',
      rooms[1]!.id,
      day(2),
    );
    expect((await client.call({ method: 'GET', url })).json()).toMatchObject({
      bookable: false,
      nights: [{ roomsLeft: rooms[1]!.total }, { roomsLeft: 0, blocked: false }],
    });
    sql(app, 'DELETE FROM hotel_inventory WHERE room_type_id = ? AND date = ?', rooms[1]!.id, day(2));
    expect((await client.call({ method: 'GET', url })).json()).toMatchObject({
      bookable: false,
      reason: 'This room is not offered on some of the selected dates',
      nights: [{}, { price: null }],
    });
  });

  it('answers 400 with a clear message for bad stays, 404 for unknown hotels or room types', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    const other = seededHotel(app, 'meydan-boutique-hotel');
    const base = `/api/inventory/hotels/${id}/${rooms[0]!.id}/availability`;
    const cases: [string, number, string][] = [
      [`${base}?checkIn=${day(3)}&checkOut=${day(3)}`, 400, 'Check-out must be after check-in'],
      [`${base}?checkIn=${day(3)}&checkOut=${day(2)}`, 400, 'Check-out must be after check-in'],
      [`${base}?checkIn=${day(-1)}&checkOut=${day(2)}`, 400, 'Check-in cannot be in the past'],
      [`${base}?checkIn=${day(366)}&checkOut=${day(368)}`, 400, 'Bookings open at most 365 days ahead'],
      [`${base}?checkIn=9999-12-20&checkOut=9999-12-22`, 400, 'Bookings open at most 365 days ahead'],
      [`${base}?checkIn=${day(1)}&checkOut=${day(2)}&guests=3`, 400, 'This room type sleeps at most 2 guests'],
      [`${base}?checkIn=tomorrow&checkOut=${day(2)}`, 400, 'Please enter valid dates (YYYY-MM-DD)'],
      [`${base}?checkIn=2027-13-01&checkOut=2027-13-03`, 400, 'Please enter valid dates (YYYY-MM-DD)'],
      [`${base}?checkOut=${day(2)}`, 400, 'checkIn is required'],
      [`${base}?checkIn=${day(1)}&checkOut=${day(45)}`, 400, 'A stay can be at most 30 nights'],
      [`/api/inventory/hotels/nope/${rooms[0]!.id}/availability?checkIn=${day(1)}&checkOut=${day(2)}`, 404, 'Hotel not found'],
      [`/api/inventory/hotels/${id}/${other.rooms[0]!.id}/availability?checkIn=${day(1)}&checkOut=${day(2)}`, 404, 'Room type not found'],
    ];
    for (const [url, status, message] of cases) {
      const res = await client.call({ method: 'GET', url });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status, message });
    }
    // Today is a valid check-in.
    expect((await client.call({ method: 'GET', url: `${base}?checkIn=${day(0)}&checkOut=${day(1)}` })).statusCode).toBe(200);
  });
});

describe('GET /api/inventory/hotels/:hotelId/stay-prices', () => {
  it("answers every room type's price for the stay, the same as its availability's total", async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    // One dearer night, so the stay's price is not the base price.
    sql(app, 'UPDATE hotel_inventory SET price_modifier = 1.5 WHERE room_type_id = ? AND date = ?', rooms[0]!.id, day(2));
    const res = await client.call({
      method: 'GET',
      url: `/api/inventory/hotels/boztepe-panorama-suites/stay-prices?checkIn=${day(1)}&checkOut=${day(4)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currency: 'USD', nightsCount: 3 });
    expect(body.rooms.map((room: { roomTypeId: string }) => room.roomTypeId).sort()).toEqual(rooms.map((room) => room.id).sort());
    for (const room of rooms) {
      const availability = (
        await client.call({
          method: 'GET',
          url: `/api/inventory/hotels/${id}/${room.id}/availability?checkIn=${day(1)}&checkOut=${day(4)}`,
        })
      ).json();
      const nightsCents = [day(1), day(2), day(3)].map((date) => nightPriceCents(night(app, room.id, date)));
      const totalCents = nightsCents[0]! + nightsCents[1]! + nightsCents[2]!;
      expect(body.rooms.find((r: { roomTypeId: string }) => r.roomTypeId === room.id)).toEqual({
        roomTypeId: room.id,
        bookable: true,
        pricePerNight: Math.round(totalCents / 3) / 100,
        total: availability.total,
      });
      expect(availability.total).toBe(totalCents / 100);
    }
    const first = body.rooms.find((r: { roomTypeId: string }) => r.roomTypeId === rooms[0]!.id);
    expect(first.pricePerNight).not.toBe(nightPriceCents(night(app, rooms[0]!.id, day(1))) / 100);
  });

  it('a room type with a night blocked, full or not offered has no price for the stay', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    sql(app, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Painting' WHERE room_type_id = ? AND date = ?", rooms[0]!.id, day(2));
    sql(app, 'UPDATE hotel_inventory SET available_rooms = 0 WHERE room_type_id = ? AND date = ?', rooms[1]!.id, day(3));
    sql(app, 'DELETE FROM hotel_inventory WHERE room_type_id = ? AND date = ?', rooms[2]!.id, day(1));
    const body = (
      await client.call({ method: 'GET', url: `/api/inventory/hotels/${id}/stay-prices?checkIn=${day(1)}&checkOut=${day(4)}` })
    ).json();
    for (const room of rooms.slice(0, 3)) {
      expect(body.rooms.find((r: { roomTypeId: string }) => r.roomTypeId === room.id)).toEqual({
        roomTypeId: room.id,
        bookable: false,
        pricePerNight: null,
        total: null,
      });
    }
    // The same stay without the changed nights prices every room type.
    const later = (
      await client.call({ method: 'GET', url: `/api/inventory/hotels/${id}/stay-prices?checkIn=${day(4)}&checkOut=${day(6)}` })
    ).json();
    expect(later.rooms.every((r: { bookable: boolean; total: number | null }) => r.bookable && r.total !== null && r.total > 0)).toBe(true);
  });

  it('answers 400 with a clear message for bad stays, 404 for an unknown or hidden hotel', async () => {
    const { app, client } = await catalogueApp();
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const hidden = seededHotel(app, 'meydan-boutique-hotel');
    sql(app, 'UPDATE hotels SET active = 0 WHERE id = ?', hidden.id);
    const base = `/api/inventory/hotels/${id}/stay-prices`;
    const cases: [string, number, string][] = [
      [`${base}?checkIn=${day(3)}&checkOut=${day(3)}`, 400, 'Check-out must be after check-in'],
      [`${base}?checkIn=${day(-1)}&checkOut=${day(2)}`, 400, 'Check-in cannot be in the past'],
      [`${base}?checkIn=${day(366)}&checkOut=${day(368)}`, 400, 'Bookings open at most 365 days ahead'],
      [`${base}?checkIn=2027-13-01&checkOut=2027-13-03`, 400, 'Please enter valid dates (YYYY-MM-DD)'],
      [`${base}?checkIn=${day(1)}&checkOut=${day(45)}`, 400, 'A stay can be at most 30 nights'],
      [`${base}?checkOut=${day(2)}`, 400, 'checkIn is required'],
      [`/api/inventory/hotels/nope/stay-prices?checkIn=${day(1)}&checkOut=${day(2)}`, 404, 'Hotel not found'],
      [`/api/inventory/hotels/${hidden.id}/stay-prices?checkIn=${day(1)}&checkOut=${day(2)}`, 404, 'Hotel not found'],
    ];
    for (const [url, status, message] of cases) {
      const res = await client.call({ method: 'GET', url });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status, message });
    }
  });
});

describe('admin inventory', () => {
  it('every call answers 401 without a token and 403 for a user', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const record = night(app, rooms[0]!.id, day(1));
    const calls = [
      { method: 'GET' as const, url: `/api/inventory?hotel=${id}` },
      { method: 'POST' as const, url: '/api/inventory', body: { hotel: id } },
      { method: 'PUT' as const, url: `/api/inventory/${record.id}`, body: { notes: 'x' } },
      { method: 'DELETE' as const, url: `/api/inventory/${record.id}` },
      { method: 'POST' as const, url: '/api/inventory/bulk', body: { hotel: id } },
    ];
    for (const call of calls) {
      expect((await client.call(call)).statusCode).toBe(401);
      expect((await client.call({ ...call, token: user })).statusCode).toBe(403);
    }
    expect(night(app, rooms[0]!.id, day(1))).toEqual(record);
  });

  it('POST /api/inventory answers each of the screen’s messages, then adds the record', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const roomType = rooms[0]!.id;
    const date = day(400); // beyond the seeded year: no record yet
    const post = (body: Record<string, unknown>) => client.call({ method: 'POST', url: '/api/inventory', body, token: admin });
    const full = { hotel: id, roomType, date, totalRooms: 5, availableRooms: 4, basePrice: 80 };
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please select a hotel'],
      [{ ...full, hotel: '' }, 'Please select a hotel'],
      [{ hotel: id }, 'Please select a room type'],
      [{ hotel: id, roomType }, 'Please select a date'],
      [{ hotel: id, roomType, date: '' }, 'Please select a date'],
      [{ hotel: id, roomType, date }, 'Total rooms is required'],
      [{ ...full, totalRooms: '' }, 'Total rooms is required'],
      [{ ...full, totalRooms: null }, 'Total rooms is required'],
      [{ hotel: id, roomType, date, totalRooms: 5 }, 'Available rooms is required'],
      [{ hotel: id, roomType, date, totalRooms: 5, availableRooms: 5 }, 'Base price is required'],
      [{ ...full, blocked: true }, 'Block reason is required when blocking dates'],
      [{ ...full, blocked: true, blockReason: '   ' }, 'Block reason is required when blocking dates'],
      [{ ...full, availableRooms: 6 }, 'Available rooms cannot exceed total rooms'],
      [{ ...full, date: day(-1) }, 'Please choose dates from today up to 730 days ahead'],
      [{ ...full, date: day(731) }, 'Please choose dates from today up to 730 days ahead'],
      [{ ...full, date: '9999-12-31' }, 'Please choose dates from today up to 730 days ahead'],
      [{ ...full, date: '1970-01-01' }, 'Please choose dates from today up to 730 days ahead'],
      // Each part is within its bounds; together they made $110,000,000 a night.
      [
        { ...full, basePrice: 100000, priceModifier: 100, seasonalAdjustment: 1000 },
        'With the modifier and the seasonal adjustment, a night can cost at most 100000',
      ],
      [
        { ...full, basePrice: 50000, priceModifier: 2.5, promotionDiscount: 90 },
        'With the modifier and the seasonal adjustment, a night can cost at most 100000',
      ],
      // A night always costs something: none of its parts may bring it to $0.
      [{ ...full, basePrice: 0 }, 'basePrice must be >= 0.01'],
      [{ ...full, priceModifier: 0 }, 'priceModifier must be >= 0.01'],
      [{ ...full, seasonalAdjustment: -100 }, 'seasonalAdjustment must be >= -99'],
      [{ ...full, promotionDiscount: 100 }, 'promotionDiscount must be <= 99'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    expect(night(app, roomType, date)).toBeUndefined();

    const created = await post({
      ...full,
      priceModifier: 1.1,
      seasonalAdjustment: 20,
      promotionDiscount: 10,
      promotionCode: ' WINTER10 ',
      notes: 'Opening',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      message: 'Inventory added successfully',
      record: {
        _id: expect.any(String),
        hotel: id,
        hotelName: 'Meydan Boutique Hotel',
        roomType,
        roomTypeName: 'Economy Single Room',
        date,
        totalRooms: 5,
        availableRooms: 4,
        basePrice: 80,
        priceModifier: 1.1,
        seasonalAdjustment: 20,
        promotionDiscount: 10,
        promotionCode: 'WINTER10',
        blocked: false,
        blockReason: null,
        notes: 'Opening',
        price: 95.04,
        updatedAt: expect.any(String),
      },
    });
    // The lowest bounds: no rooms, and the cheapest night (a $0 night is refused above).
    const zero = await post({ ...full, date: day(401), totalRooms: 0, availableRooms: 0, basePrice: 0.01 });
    expect(zero.statusCode).toBe(201);
    const dearest = await post({ ...full, date: day(402), basePrice: 50000, priceModifier: 2 });
    expect([dearest.statusCode, dearest.json().record?.price]).toEqual([201, 100000]);
    const twice = await post(full);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Inventory for this room type and date already exists');
    // A night that exists says so even when its bookings would also refuse the numbers.
    book(app, id, roomType, date, day(401), 'TZN-100009');
    const bookedTwice = await post({ ...full, totalRooms: 5, availableRooms: 5 });
    expect([bookedTwice.statusCode, bookedTwice.json().message]).toEqual([409, 'Inventory for this room type and date already exists']);
    expect((await post({ ...full, hotel: 'nope' })).statusCode).toBe(404);
    expect((await post({ ...full, roomType: seededHotel(app, 'hamsikoy-stone-inn').rooms[0]!.id })).statusCode).toBe(404);
  });

  it('PUT /api/inventory/:id edits a night; a new total keeps available = total − booked, refused below what is booked', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const room = rooms[1]!; // 10 rooms
    const record = night(app, room.id, day(3));
    const put = (body: Record<string, unknown>) => client.call({ method: 'PUT', url: `/api/inventory/${record.id}`, body, token: admin });

    for (const [body, message] of [
      [{ blocked: true }, 'Block reason is required when blocking dates'],
      [{ availableRooms: 11 }, 'Available rooms cannot exceed total rooms'],
      [{ totalRooms: 4, availableRooms: 5 }, 'Available rooms cannot exceed total rooms'],
      [{ totalRooms: null }, 'Total rooms is required'],
      [{ availableRooms: '' }, 'Available rooms is required'],
      [{ basePrice: null }, 'Base price is required'],
      [{ date: day(4) }, 'The hotel, room type and date of a record cannot be changed; add a new record instead'],
      [
        { basePrice: 1000, priceModifier: 100, seasonalAdjustment: 1000 },
        'With the modifier and the seasonal adjustment, a night can cost at most 100000',
      ],
      [{ basePrice: 100000, seasonalAdjustment: 1 }, 'With the modifier and the seasonal adjustment, a night can cost at most 100000'],
    ] as [Record<string, unknown>, string][]) {
      const res = await put(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }

    const blocked = await put({ blocked: true, blockReason: 'Water works', hotel: id, roomType: room.id, date: day(3) });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'Inventory updated successfully',
      record: { blocked: true, blockReason: 'Water works' },
    });
    const unblocked = await put({ blocked: false });
    expect(unblocked.json().record).toMatchObject({ blocked: false, blockReason: null });
    const priced = await put({ basePrice: 100, promotionDiscount: 20, seasonalAdjustment: 0, priceModifier: 1 });
    expect(priced.json().record).toMatchObject({ basePrice: 100, price: 80 });

    book(app, id, room.id, day(2), day(4), 'TZN-100001');
    book(app, id, room.id, day(3), day(5), 'TZN-100002');
    sql(app, 'UPDATE hotel_inventory SET available_rooms = 8 WHERE id = ?', record.id);
    const below = await put({ totalRooms: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('Total rooms cannot be less than the rooms already booked for this date (2)');
    const grown = await put({ totalRooms: 9, availableRooms: 8 }); // the form sends the old available back
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().record).toMatchObject({ totalRooms: 9, availableRooms: 7 });
    const resized = await put({ totalRooms: 6 });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json().record).toMatchObject({ totalRooms: 6, availableRooms: 4 });
    const tooFree = await put({ availableRooms: 5 });
    expect(tooFree.statusCode).toBe(409);
    expect(tooFree.json().message).toBe('Available rooms cannot exceed 4 (rooms already booked for this date: 2)');
    expect((await put({ availableRooms: 3 })).json().record).toMatchObject({ totalRooms: 6, availableRooms: 3 });
    expect((await client.call({ method: 'PUT', url: '/api/inventory/nope', body: { notes: 'x' }, token: admin })).statusCode).toBe(404);
  });

  it('DELETE /api/inventory/:id removes a night, not one with bookings', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const free = night(app, rooms[0]!.id, day(10));
    const res = await client.call({ method: 'DELETE', url: `/api/inventory/${free.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Inventory record deleted successfully' });
    expect(night(app, rooms[0]!.id, day(10))).toBeUndefined();
    expect((await client.call({ method: 'DELETE', url: `/api/inventory/${free.id}`, token: admin })).statusCode).toBe(404);
    book(app, id, rooms[0]!.id, day(11), day(12), 'TZN-100003');
    const held = night(app, rooms[0]!.id, day(11));
    expect((await client.call({ method: 'DELETE', url: `/api/inventory/${held.id}`, token: admin })).statusCode).toBe(409);
  });

  it('GET /api/inventory lists by hotel, room type and dates, paged (at most 400)', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const get = (query: string) => client.call({ method: 'GET', url: `/api/inventory?${query}`, token: admin });
    const week = (await get(`hotel=${id}&roomType=${rooms[2]!.id}&from=${day(0)}&to=${day(6)}`)).json();
    expect(week).toMatchObject({ total: 7, pages: 1, page: 1 });
    expect(week.results.map((r: { date: string }) => r.date)).toEqual([...Array(7).keys()].map(day));
    expect(week.results[0]).toMatchObject({ hotel: id, roomType: rooms[2]!.id, roomTypeName: 'Triple Room', totalRooms: 4 });
    const hotel = (await get(`hotel=meydan-boutique-hotel&from=${day(0)}&to=${day(1)}&lang=tr`)).json();
    expect(hotel.total).toBe(6);
    expect(hotel.results[0].hotelName).toBe('Meydan Butik Otel');
    const paged = (await get(`hotel=${id}&limit=400`)).json();
    expect(paged).toMatchObject({ total: 395 * 3, pages: 3 });
    expect(paged.results).toHaveLength(400);
    expect((await get('limit=401')).statusCode).toBe(400);
    expect((await get('from=soon')).statusCode).toBe(400);
  });
});

describe('POST /api/inventory/bulk', () => {
  async function setup() {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'hamsikoy-stone-inn');
    const roomType = rooms[0]!.id;
    const bulk = (body: Record<string, unknown>) => client.call({ method: 'POST', url: '/api/inventory/bulk', body, token: admin });
    /** Dates in the range whose notes equal the marker. */
    const marked = (marker: string) =>
      (
        app.db.$client
          .prepare('SELECT date FROM hotel_inventory WHERE room_type_id = ? AND notes = ? ORDER BY date')
          .all(roomType, marker) as { date: string }[]
      ).map((r) => r.date);
    return { app, client, id, roomType, rooms, bulk, marked };
  }
  const range = (from: number, to: number) => [...Array(to - from + 1).keys()].map((n) => day(from + n));

  it('answers each of the screen’s messages', async () => {
    const { id, roomType, bulk } = await setup();
    const ok = { hotel: id, roomType, startDate: day(1), endDate: day(7), dayTypes: ['weekends'], changes: { notes: 'x' } };
    const wednesday = [1, 2, 3, 4, 5, 6, 7].map(day).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 3)!;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please select a hotel'],
      [{ ...ok, hotel: null }, 'Please select a hotel'],
      [{ hotel: id }, 'Please select a room type'],
      [{ hotel: id, roomType }, 'Please select both start and end dates'],
      [{ ...ok, endDate: '' }, 'Please select both start and end dates'],
      [{ ...ok, startDate: undefined }, 'Please select both start and end dates'],
      [{ ...ok, dayTypes: [] }, 'Please select at least one day type'],
      [{ ...ok, dayTypes: undefined }, 'Please select at least one day type'],
      // Nothing to change: "applied" would be said of nights left as they were.
      [{ ...ok, changes: {} }, 'Choose at least one change to apply to these nights'],
      [{ ...ok, changes: undefined }, 'Choose at least one change to apply to these nights'],
      [{ ...ok, changes: { blocked: true } }, 'Block reason is required when blocking dates'],
      [{ ...ok, changes: { totalRooms: 2, availableRooms: 3 } }, 'Available rooms cannot exceed total rooms'],
      [{ ...ok, changes: { availableRooms: 99 } }, 'Available rooms cannot exceed total rooms'],
      [{ ...ok, endDate: day(0) }, 'The end date cannot be before the start date'],
      // Past nights are history; at most two years ahead. The text-compared loop never ended on this one.
      [{ ...ok, startDate: '9999-01-01', endDate: '9999-12-31', dayTypes: ['all'] }, 'Please choose dates from today up to 730 days ahead'],
      [{ ...ok, startDate: day(-7), endDate: day(1) }, 'Please choose dates from today up to 730 days ahead'],
      [{ ...ok, startDate: day(700), endDate: day(731) }, 'Please choose dates from today up to 730 days ahead'],
      [
        { ...ok, changes: { basePrice: 50000, priceModifier: 3 } },
        'With the modifier and the seasonal adjustment, a night can cost at most 100000',
      ],
      // A Wednesday alone, for the weekends: no night to change (it answered "applied" for none).
      [{ ...ok, startDate: wednesday, endDate: wednesday }, 'No night in this range falls on the chosen days. Choose other days or dates.'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
  });

  it('changes exactly the weekend days, the weekdays or the named days of the range', async () => {
    const { bulk, marked, roomType, app } = await setup();
    const weekends = await bulk({
      hotel: 'hamsikoy-stone-inn',
      roomType,
      startDate: day(1),
      endDate: day(21),
      dayTypes: ['weekends'],
      changes: { notes: 'weekend', seasonalAdjustment: 30 },
    });
    expect(weekends.statusCode, weekends.body).toBe(200);
    const expectedWeekends = range(1, 21).filter((d) => [0, 6].includes(dayOfWeek(d)));
    expect(marked('weekend')).toEqual(expectedWeekends);
    expect(weekends.json()).toEqual({ message: 'Bulk update applied successfully', updated: 6, created: 0, dates: expectedWeekends });
    expect(night(app, roomType, expectedWeekends[0]!).seasonalAdjustment).toBe(30);

    const weekdays = await bulk({
      hotel: 'hamsikoy-stone-inn',
      roomType,
      startDate: day(1),
      endDate: day(14),
      dayTypes: ['weekdays'],
      changes: { notes: 'weekday' },
    });
    expect(marked('weekday')).toEqual(range(1, 14).filter((d) => ![0, 6].includes(dayOfWeek(d))));
    expect(weekdays.json().updated).toBe(10);

    await bulk({
      hotel: 'hamsikoy-stone-inn',
      roomType,
      startDate: day(1),
      endDate: day(28),
      dayTypes: ['monday', 'friday'],
      changes: { notes: 'mon-fri', blocked: true, blockReason: 'Staff holiday' },
    });
    const monFri = range(1, 28).filter((d) => [1, 5].includes(dayOfWeek(d)));
    expect(marked('mon-fri')).toEqual(monFri);
    expect(night(app, roomType, monFri[0]!)).toMatchObject({ blocked: 1, blockReason: 'Staff holiday' });
    const untouched = range(1, 28).find((d) => dayOfWeek(d) === 3)!;
    expect(night(app, roomType, untouched)).toMatchObject({ blocked: 0, notes: 'weekday' });
  });

  it('creates the nights that have no record, and sets totals keeping available = total − booked', async () => {
    const { app, bulk, roomType, id } = await setup();
    sql(app, 'DELETE FROM hotel_inventory WHERE room_type_id = ? AND date = ?', roomType, day(3));
    book(app, id, roomType, day(2), day(3), 'TZN-200001');
    const res = await bulk({
      hotel: id,
      roomType,
      startDate: day(1),
      endDate: day(3),
      dayTypes: ['all'],
      changes: { totalRooms: 8, basePrice: 55 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: 3, created: 1, dates: [day(1), day(2), day(3)] });
    expect(night(app, roomType, day(1))).toMatchObject({ totalRooms: 8, availableRooms: 8, basePriceCents: 5500 });
    expect(night(app, roomType, day(2))).toMatchObject({ totalRooms: 8, availableRooms: 7 });
    expect(night(app, roomType, day(3))).toMatchObject({ totalRooms: 8, availableRooms: 8, basePriceCents: 5500, blocked: 0 });
  });

  it('is all or nothing: one night below its bookings refuses the whole update', async () => {
    const { app, bulk, roomType, id } = await setup();
    book(app, id, roomType, day(5), day(6), 'TZN-200002');
    book(app, id, roomType, day(5), day(6), 'TZN-200003');
    const before = app.db.$client
      .prepare('SELECT total(total_rooms) AS t, group_concat(notes) AS n FROM hotel_inventory WHERE room_type_id = ?')
      .get(roomType);
    const res = await bulk({
      hotel: id,
      roomType,
      startDate: day(1),
      endDate: day(10),
      dayTypes: ['all'],
      changes: { totalRooms: 1, notes: 'half' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Total rooms cannot be less than the rooms already booked for this date (2)');
    expect(
      app.db.$client
        .prepare('SELECT total(total_rooms) AS t, group_concat(notes) AS n FROM hotel_inventory WHERE room_type_id = ?')
        .get(roomType),
    ).toEqual(before);
  });
});
