import { describe, expect, it } from 'vitest';
import { catalogueApp, day, seededHotel, sql, testTokens } from '../../helpers/hotels';

const newHotel = {
  name: { en: 'Sera Lake Hotel', tr: 'Sera Gölü Otel', ar: 'فندق بحيرة سيرا' },
  description: { en: 'A calm hotel by Sera Lake, west of Trabzon.', tr: 'Trabzon’un batısında, Sera Gölü kıyısında sakin bir otel.' },
  starRating: 3,
  destination: 'trabzon',
  address: { city: 'Trabzon', country: 'Turkey' },
  amenities: ['wifi', { key: 'canoe', name: { en: 'Canoe hire', tr: 'Kano kiralama' } }],
  roomTypes: [{ name: 'Lake Room', capacity: 2, pricePerNight: 70, totalRooms: 4 }],
};

describe('admin hotel writes', () => {
  it('answer 401 without a token and 403 for a user, and change nothing', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const calls = [
      { method: 'POST' as const, url: '/api/hotels', body: newHotel },
      { method: 'PUT' as const, url: `/api/hotels/${id}`, body: { starRating: 5 } },
      { method: 'DELETE' as const, url: `/api/hotels/${id}` },
      { method: 'POST' as const, url: `/api/hotels/${id}/rooms`, body: { name: 'Attic', capacity: 2, pricePerNight: 10 } },
      { method: 'PUT' as const, url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`, body: { pricePerNight: 1 } },
      { method: 'DELETE' as const, url: `/api/hotels/${id}/rooms/${rooms[0]!.id}` },
    ];
    const count = () =>
      app.db.$client
        .prepare(
          'SELECT (SELECT count(*) FROM hotels) + (SELECT count(*) FROM room_types) + (SELECT sum(star_rating) FROM hotels) + (SELECT sum(price_per_night_cents) FROM room_types) AS n',
        )
        .get();
    const before = count();
    for (const call of calls) {
      expect({ call: call.url, status: (await client.call(call)).statusCode }).toEqual({ call: call.url, status: 401 });
      const res = await client.call({ ...call, token: user });
      expect({ call: call.url, status: res.statusCode, message: res.json().message }).toEqual({
        call: call.url,
        status: 403,
        message: 'Admin access required',
      });
    }
    expect(count()).toEqual(before);
  });

  it('POST /api/hotels creates the hotel with its room types and inventory to the last night a guest may book', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const res = await client.call({ method: 'POST', url: '/api/hotels', body: newHotel, token: admin });
    expect(res.statusCode, res.body).toBe(201);
    const hotel = res.json();
    expect(hotel).toMatchObject({
      admin: true,
      slug: 'sera-lake-hotel',
      name: newHotel.name,
      description: newHotel.description,
      starRating: 3,
      amenities: [
        { key: 'wifi', name: { en: 'Free Wi-Fi', tr: 'Ücretsiz Wi-Fi', ar: 'واي فاي مجاني' } },
        { key: 'canoe', name: { en: 'Canoe hire', tr: 'Kano kiralama' } },
      ],
      paymentOptions: ['visa', 'mastercard', 'amex', 'cash'],
      checkInTime: '14:00',
      averageRating: 0,
      totalReviews: 0,
      active: true,
    });
    expect(hotel.rules).toHaveLength(3);
    expect(hotel.roomTypes[0]).toMatchObject({ name: { en: 'Lake Room' }, capacity: 2, pricePerNight: 70, totalRooms: 4 });
    const nights = app.db.$client
      .prepare(
        'SELECT count(*) AS n, min(date) AS first, max(date) AS last, min(base_price_cents) AS p, min(available_rooms) AS a FROM hotel_inventory WHERE room_type_id = ?',
      )
      .get(hotel.roomTypes[0]._id);
    expect(nights).toEqual({ n: 395, first: day(0), last: day(394), p: 7000, a: 4 });

    const publicView = (await client.call({ method: 'GET', url: '/api/hotels/sera-lake-hotel?lang=tr' })).json();
    expect(publicView.name).toBe('Sera Gölü Otel');
    expect(publicView.destination.slug).toBe('trabzon');

    // The same name is another destination's to use (names.test.ts: not this one's); its slug gets a number.
    const again = await client.call({ method: 'POST', url: '/api/hotels', body: { ...newHotel, destination: 'uzungol' }, token: admin });
    expect(again.json().slug).toBe('sera-lake-hotel-2');
    const taken = await client.call({
      method: 'POST',
      url: '/api/hotels',
      body: { ...newHotel, name: 'Sera Lake Annex', slug: 'sera-lake-hotel' },
      token: admin,
    });
    expect({ status: taken.statusCode, message: taken.json().message }).toEqual({
      status: 409,
      message: 'A hotel with this slug already exists',
    });
    const bad = await client.call({ method: 'POST', url: '/api/hotels', body: { ...newHotel, starRating: 6 }, token: admin });
    expect(bad.statusCode).toBe(400);
    const extra = await client.call({ method: 'POST', url: '/api/hotels', body: { ...newHotel, averageRating: 5 }, token: admin });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('averageRating is not allowed');
    const noPlace = await client.call({ method: 'POST', url: '/api/hotels', body: { ...newHotel, destination: 'atlantis' }, token: admin });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().message).toBe('Destination not found');
  });

  it('PUT /api/hotels/:id updates the fields sent, DELETE removes the hotel with its rooms and inventory', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'meydan-boutique-hotel');
    const res = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}`,
      token: admin,
      body: { starRating: 4, name: { en: 'Meydan Hotel', tr: 'Meydan Otel', ar: 'فندق ميدان' }, checkInTime: '15:30', featured: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      starRating: 4,
      name: { en: 'Meydan Hotel' },
      checkInTime: '15:30',
      featured: true,
      slug: 'meydan-boutique-hotel',
    });
    expect((await client.call({ method: 'PUT', url: `/api/hotels/${id}`, token: admin, body: { checkInTime: '25:00' } })).statusCode).toBe(
      400,
    );
    for (const [body, message] of [
      [{ name: ' ' }, 'name is required'],
      [{ name: { en: '   ', tr: 'Meydan' } }, 'name.en is required'],
      [{ description: '   ' }, 'description is required'],
      // A name no page can lay out (5,000 characters were saved, and the hotel page scrolled sideways).
      [{ name: 'N'.repeat(151) }, 'name must be at most 150 characters long'],
      [{ name: { en: 'Meydan', tr: 'M'.repeat(151) } }, 'name.tr must be at most 150 characters long'],
      // Links and images a page would follow or show: never javascript:, never another host's "//".
      [{ contact: { website: 'javascript:alert(1)' } }, 'contact.website must be an address starting with http:// or https://'],
      [{ contact: { email: '\u200b' } }, 'Please enter a valid email'],
      [{ contact: { phone: '\u200b' } }, 'contact.phone must be a phone number'],
      [
        { images: ['/images/a.webp', 'javascript:alert(1)'] },
        'images.1 must be a path of this site starting with /images/ (without ..) or an address starting with https://',
      ],
      [
        { featuredImage: '//evil.example/x.png' },
        'featuredImage must be a path of this site starting with /images/ (without ..) or an address starting with https://',
      ],
    ] as const) {
      const blank = await client.call({ method: 'PUT', url: `/api/hotels/${id}`, token: admin, body });
      expect({ body, status: blank.statusCode, message: blank.json().message }).toEqual({ body, status: 400, message });
    }
    // Coordinates on the map, nothing else (1e308 and an extra key were stored).
    for (const [coordinates, message] of [
      [{ lat: 1e308, lng: 39.7 }, 'coordinates.lat must be <= 90'],
      [{ lat: 41, lng: -181 }, 'coordinates.lng must be >= -180'],
      [{ lat: 41, lng: 39.7, alt: 3 }, 'alt is not allowed'],
    ] as const) {
      const bad = await client.call({ method: 'PUT', url: `/api/hotels/${id}`, token: admin, body: { coordinates } });
      expect({ coordinates, status: bad.statusCode, message: bad.json().message }).toEqual({ coordinates, status: 400, message });
    }
    expect((await client.call({ method: 'PUT', url: '/api/hotels/nope', token: admin, body: { starRating: 2 } })).statusCode).toBe(404);

    const deleted = await client.call({ method: 'DELETE', url: `/api/hotels/${id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Hotel deleted successfully', _id: id });
    const left = app.db.$client
      .prepare(
        'SELECT (SELECT count(*) FROM room_types WHERE hotel_id = ?) + (SELECT count(*) FROM hotel_inventory WHERE hotel_id = ?) + (SELECT count(*) FROM hotel_reviews WHERE hotel_id = ?) AS n',
      )
      .get(id, id, id);
    expect(left).toEqual({ n: 0 });
    expect((await client.call({ method: 'GET', url: `/api/hotels/${id}` })).statusCode).toBe(404);
  });

  it('DELETE refuses a hotel with upcoming bookings (409)', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    sql(
      app,
      `INSERT INTO bookings (id, reference, type, contact_first_name, contact_last_name, contact_email, contact_phone, start_date, end_date, guests, details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, status, payment_method)
       VALUES ('b1', 'TZN-000001', 'hotel', 'A', 'B', 'a@b.co', '+905551112233', ?, ?, 1, ?, '[]', 100, 0, 0, 100, 'confirmed', 'payAtHotel')`,
      day(2),
      day(4),
      JSON.stringify({ hotelId: id, roomTypeId: rooms[0]!.id, checkIn: day(2), checkOut: day(4) }),
    );
    const res = await client.call({ method: 'DELETE', url: `/api/hotels/${id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect((await client.call({ method: 'DELETE', url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`, token: admin })).statusCode).toBe(409);
    expect((await client.call({ method: 'DELETE', url: `/api/hotels/${id}/rooms/${rooms[1]!.id}`, token: admin })).statusCode).toBe(200);
    // A new total below what is booked is refused; above it keeps available = total − booked − held back.
    const lower = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`,
      token: admin,
      body: { totalRooms: 0 },
    });
    expect(lower.statusCode).toBe(409);
    // Staff held two rooms of one night back from sale (available = total − 2): they stay held back.
    app.db.$client
      .prepare('UPDATE hotel_inventory SET available_rooms = total_rooms - 2 WHERE room_type_id = ? AND date = ?')
      .run(rooms[0]!.id, day(6));
    const higher = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`,
      token: admin,
      body: { totalRooms: 9 },
    });
    expect(higher.statusCode).toBe(200);
    const night = (date: string) =>
      app.db.$client
        .prepare('SELECT total_rooms AS t, available_rooms AS a FROM hotel_inventory WHERE room_type_id = ? AND date = ?')
        .get(rooms[0]!.id, date);
    expect(night(day(2))).toEqual({ t: 9, a: 8 });
    expect(night(day(4))).toEqual({ t: 9, a: 9 });
    expect(night(day(6))).toEqual({ t: 9, a: 7 });

    // A capacity below the guests of an upcoming booking is refused; down to them is fine.
    app.db.$client.prepare('UPDATE bookings SET guests = 3 WHERE id = ?').run('b1');
    const capacity = (n: number) =>
      client.call({ method: 'PUT', url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`, token: admin, body: { capacity: n } });
    const tooSmall = await capacity(2);
    expect({ status: tooSmall.statusCode, message: tooSmall.json().message }).toEqual({
      status: 409,
      message: 'This room type has an upcoming booking for 3 guests; its capacity cannot be lower',
    });
    expect((await capacity(3)).statusCode).toBe(200);
  });

  it('room types: POST adds one with 395 nights (to the last night of the latest, longest stay), PUT changes it (price follows in the inventory), DELETE removes it', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'hamsikoy-stone-inn');
    const created = await client.call({
      method: 'POST',
      url: `/api/hotels/${id}/rooms`,
      token: admin,
      body: {
        name: { en: 'Attic Room', tr: 'Çatı Odası' },
        capacity: 2,
        beds: '1 double bed',
        size: 18,
        amenities: ['wifi', 'heating'],
        pricePerNight: 42.5,
        totalRooms: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({
      name: { en: 'Attic Room', tr: 'Çatı Odası' },
      capacity: 2,
      size: 18,
      pricePerNight: 42.5,
      totalRooms: 2,
      sortOrder: 3,
    });
    const nights = () =>
      app.db.$client
        .prepare(
          'SELECT count(*) AS n, min(base_price_cents) AS lo, max(base_price_cents) AS hi FROM hotel_inventory WHERE room_type_id = ?',
        )
        .get(room._id);
    expect(nights()).toEqual({ n: 395, lo: 4250, hi: 4250 });

    const availability = (
      await client.call({ method: 'GET', url: `/api/inventory/hotels/${id}/${room._id}/availability?checkIn=${day(1)}&checkOut=${day(2)}` })
    ).json();
    expect(availability).toMatchObject({ bookable: true, total: 42.5 });

    sql(app, 'UPDATE hotel_inventory SET base_price_cents = 9900 WHERE room_type_id = ? AND date = ?', room._id, day(5));
    const updated = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}/rooms/${room._id}`,
      token: admin,
      body: { pricePerNight: 50, capacity: 3 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ pricePerNight: 50, capacity: 3 });
    expect(nights()).toEqual({ n: 395, lo: 5000, hi: 9900 }); // the night edited by hand keeps its price

    expect(
      (await client.call({ method: 'PUT', url: `/api/hotels/${id}/rooms/nope`, token: admin, body: { capacity: 2 } })).statusCode,
    ).toBe(404);
    expect(
      (await client.call({ method: 'POST', url: `/api/hotels/${id}/rooms`, token: admin, body: { name: 'No price', capacity: 2 } }))
        .statusCode,
    ).toBe(400);
    // Nothing is sold for $0: a free room type was listed "from $0" and booked for nothing.
    for (const call of [
      { method: 'POST' as const, url: `/api/hotels/${id}/rooms`, body: { name: 'Free', capacity: 2, pricePerNight: 0 } },
      { method: 'PUT' as const, url: `/api/hotels/${id}/rooms/${room._id}`, body: { pricePerNight: 0 } },
    ]) {
      const res = await client.call({ ...call, token: admin });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: 'pricePerNight must be >= 0.01' });
    }

    const deleted = await client.call({ method: 'DELETE', url: `/api/hotels/${id}/rooms/${room._id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(nights()).toMatchObject({ n: 0 });
  });

  it('room types: a name the hotel already has (any case, spaces around) is a 409, and nothing is written', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'hamsikoy-stone-inn');
    const [first, second] = rooms;
    const taken = 'This hotel already has a room type with this name';
    const count = () =>
      app.db.$client
        .prepare(
          `SELECT (SELECT count(*) FROM room_types) AS rooms, (SELECT count(*) FROM hotel_inventory) AS nights,
             (SELECT count(*) FROM hotels) AS hotels, (SELECT updated_at FROM hotels WHERE id = ?) AS version`,
        )
        .get(id);
    const roomRow = (roomId: string) =>
      app.db.$client.prepare('SELECT name, capacity, price_per_night_cents AS price FROM room_types WHERE id = ?').get(roomId);
    const before = count();
    const secondBefore = roomRow(second!.id);
    const refused = async (call: { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown> }) => {
      const res = await client.call({ ...call, token: admin });
      expect({ url: call.url, status: res.statusCode, message: res.json().message }).toEqual({
        url: call.url,
        status: 409,
        message: taken,
      });
    };
    await refused({
      method: 'POST',
      url: `/api/hotels/${id}/rooms`,
      body: { name: `  ${first!.kind.toUpperCase()} `, capacity: 2, pricePerNight: 40 },
    });
    await refused({
      method: 'POST',
      url: `/api/hotels/${id}/rooms`,
      body: { name: { en: first!.kind.toLowerCase(), tr: 'Başka' }, capacity: 2, pricePerNight: 40 },
    });
    // A rename onto another room type's name refuses the whole change: the price sent with it too.
    await refused({ method: 'PUT', url: `/api/hotels/${id}/rooms/${second!.id}`, body: { name: ` ${first!.kind} `, pricePerNight: 99 } });
    // A new hotel listing one room type twice is not created at all.
    await refused({
      method: 'POST',
      url: '/api/hotels',
      body: { ...newHotel, roomTypes: [...newHotel.roomTypes, { name: 'lake room ', capacity: 3, pricePerNight: 90 }] },
    });
    expect(count()).toEqual(before);
    expect(roomRow(second!.id)).toEqual(secondBefore);

    // Its own name (a change of case) and another hotel's room name are fine.
    const renamed = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}/rooms/${first!.id}`,
      token: admin,
      body: { name: first!.kind.toUpperCase() },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const other = seededHotel(app, 'meydan-boutique-hotel');
    for (const hotelId of [other.id, id]) {
      const attic = await client.call({
        method: 'POST',
        url: `/api/hotels/${hotelId}/rooms`,
        token: admin,
        body: { name: 'Attic Room', capacity: 2, pricePerNight: 40 },
      });
      expect(attic.statusCode, attic.body).toBe(201);
    }
  });
});
