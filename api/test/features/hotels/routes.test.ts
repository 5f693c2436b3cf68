import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HotelCard, HotelListResponse } from '@trabzon/contracts';
import type { Client } from '../../helpers/auth';
import { catalogueApp, day, quotedPerNight, seededHotel, servedBooking, sharedCatalogueApp, sql, testTokens } from '../../helpers/hotels';
import { apiRoot } from '../../../src/paths';

let shared: Awaited<ReturnType<typeof sharedCatalogueApp>>;
let app: FastifyInstance;
let client: Client;

beforeAll(async () => {
  shared = await sharedCatalogueApp();
  app = shared.app;
  client = shared.client;
});
afterAll(async () => {
  client.expectNoSecretsIn();
  await shared.close();
});

async function list(query = ''): Promise<HotelListResponse> {
  const res = await client.call({ method: 'GET', url: `/api/hotels${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every hotel matching, whatever the page size. */
async function all(query = ''): Promise<HotelCard[]> {
  return (await list(`?limit=50${query ? `&${query}` : ''}`)).results;
}

describe('GET /api/hotels', () => {
  it('answers {results, total, pages, page} with 12 cards a page by default, most popular first', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 13, pages: 2, page: 1 });
    expect(body.results).toHaveLength(12);
    const card = body.results[0]!;
    expect(card.slug).toBe('karadeniz-palace-hotel');
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'slug',
        'name',
        'description',
        'featuredImage',
        'images',
        'starRating',
        'address',
        'averageRating',
        'totalReviews',
        'amenities',
        'roomTypes',
        'fromPrice',
        'destination',
        'badge',
      ].sort(),
    );
    expect(card).toMatchObject({
      name: 'Karadeniz Palace Hotel',
      starRating: 5,
      address: { city: 'Trabzon', country: 'Turkey' },
      destination: { slug: 'trabzon', name: 'Trabzon' },
      featuredImage: '/images/hotels/karadeniz-palace-hotel/exterior.svg',
      badge: 'Featured',
      fromPrice: 150,
    });
    expect(card.description.length).toBeLessThanOrEqual(101);
    expect(card.description.endsWith('…')).toBe(true);
    expect(card.amenities[0]).toEqual({ key: 'wifi', name: 'Free Wi-Fi' });
    expect(card.roomTypes[0]).toEqual({ _id: expect.any(String), name: 'Superior Twin Room', capacity: 2, pricePerNight: 150 });
  });

  it('pages: page 2 has the rest, limit changes the page size, limit above 50 is refused', async () => {
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 13, pages: 2, page: 2 });
    expect(second.results).toHaveLength(1);
    const fives = await list('?limit=5&page=3');
    expect(fives).toMatchObject({ total: 13, pages: 3, page: 3 });
    expect(fives.results).toHaveLength(3);
    const beyond = await list('?limit=5&page=9');
    expect(beyond).toMatchObject({ total: 13, results: [] });
    const ids = new Set(
      [...(await list('?limit=5&page=1')).results, ...(await list('?limit=5&page=2')).results, ...fives.results].map((h) => h._id),
    );
    expect(ids.size).toBe(13);
    expect((await client.call({ method: 'GET', url: '/api/hotels?limit=51' })).statusCode).toBe(400);
  });

  it('filters by destination slug or id', async () => {
    const bySlug = await all('destination=uzungol');
    expect(bySlug.map((h) => h.slug).sort()).toEqual(['haldizen-mountain-bungalows', 'serender-nature-resort', 'uzungol-lakeside-lodge']);
    const id = bySlug[0]!.destination!._id;
    expect((await all(`destination=${id}`)).map((h) => h._id).sort()).toEqual(bySlug.map((h) => h._id).sort());
    expect(await all('destination=nowhere')).toEqual([]);
  });

  it('filters by minimum stars', async () => {
    const fourPlus = await all('stars=4');
    expect(fourPlus).toHaveLength(8);
    expect(fourPlus.every((h) => h.starRating >= 4)).toBe(true);
    expect((await all('stars=5')).map((h) => h.slug).sort()).toEqual(['karadeniz-palace-hotel', 'serender-nature-resort']);
  });

  it('filters by price per night on the cheapest room type', async () => {
    const cheap = await all('maxPrice=60');
    expect(cheap.map((h) => h.slug).sort()).toEqual([
      'altindere-valley-hotel',
      'hamsikoy-stone-inn',
      'meydan-boutique-hotel',
      'rize-tea-garden-hotel',
    ]);
    expect(cheap.every((h) => h.fromPrice <= 60)).toBe(true);
    const dear = await all('minPrice=140');
    expect(dear.map((h) => h.slug).sort()).toEqual(['karadeniz-palace-hotel', 'serender-nature-resort', 'uzungol-lakeside-lodge']);
    expect((await all('minPrice=90&maxPrice=100')).map((h) => h.fromPrice).sort()).toEqual([90, 95, 95]);
    for (const [query, message] of [
      ['minPrice=500&maxPrice=1', 'minPrice must not be greater than maxPrice'],
      ['maxPrice=1e308', 'maxPrice must be <= 100000'],
      ['minPrice=100001', 'minPrice must be <= 100000'],
    ]) {
      const res = await client.call({ method: 'GET', url: `/api/hotels?${query}` });
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 400, message });
    }
  });

  it('filters by guests: a room type must sleep them, and fromPrice is the cheapest such room', async () => {
    const five = await all('guests=5');
    expect(five.map((h) => [h.slug, h.fromPrice]).sort()).toEqual([
      ['ayder-kackar-chalet', 150],
      ['haldizen-mountain-bungalows', 180],
      ['serender-nature-resort', 390],
    ]);
    expect(await all('guests=7')).toEqual([]);
  });

  it('searches by name in any language', async () => {
    expect((await all('q=palace')).map((h) => h.slug)).toEqual(['karadeniz-palace-hotel']);
    expect((await all('q=Konak')).map((h) => h.slug)).toEqual(['hamsikoy-stone-inn']);
    expect((await all('q=100%25')).length).toBe(0);
  });

  it('searches without minding case or Turkish letters: HAMSİKÖY, hamsikoy and Hamsiköy find the same hotel', async () => {
    for (const q of ['HAMS%C4%B0K%C3%96Y', 'hamsikoy%20stone', 'Hamsik%C3%B6y']) {
      expect({ q, slugs: (await all(`q=${q}`)).map((h) => h.slug) }).toEqual({ q, slugs: ['hamsikoy-stone-inn'] });
    }
  });

  it('sorts by popularity, price, price descending and rating', async () => {
    const byPopularity = await all();
    expect(byPopularity.map((h) => h.slug).slice(0, 3)).toEqual([
      'karadeniz-palace-hotel',
      'uzungol-lakeside-lodge',
      'serender-nature-resort',
    ]);
    const prices = (await all('sort=price')).map((h) => h.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(45);
    const down = (await all('sort=price_desc')).map((h) => h.fromPrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = (await all('sort=rating')).map((h) => h.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await client.call({ method: 'GET', url: '/api/hotels?sort=cheapest' })).statusCode).toBe(400);
  });

  it('answers in the asked language, English where a text lacks it or for an unknown language', async () => {
    const [ar] = (await list('?lang=ar&q=palace')).results;
    expect(ar!.name).toBe('فندق قصر البحر الأسود');
    expect(ar!.amenities[0]!.name).toBe('واي فاي مجاني');
    expect(ar!.destination!.name).toBe('طرابزون');
    const [tr] = (await list('?lang=tr&q=palace')).results;
    expect(tr!.name).toBe('Karadeniz Palace Otel');
    const [fr] = (await list('?lang=fr&q=palace')).results;
    expect(fr!.name).toBe('Karadeniz Palace Hotel');
  });
});

describe('GET /api/hotels with dates', () => {
  it('answers 400 for bad dates, one date alone, check-out not after check-in, a past check-in or one over a year ahead', async () => {
    const cases: [string, string][] = [
      [`checkIn=${day(3)}&checkOut=${day(3)}`, 'Check-out must be after check-in'],
      [`checkIn=${day(3)}&checkOut=${day(1)}`, 'Check-out must be after check-in'],
      [`checkIn=${day(-1)}&checkOut=${day(2)}`, 'Check-in cannot be in the past'],
      [`checkIn=${day(366)}&checkOut=${day(367)}`, 'Bookings open at most 365 days ahead'],
      ['checkIn=9999-12-20&checkOut=9999-12-22', 'Bookings open at most 365 days ahead'],
      [`checkIn=${day(1)}`, 'Please select both check-in and check-out dates'],
      ['checkIn=2026-02-30&checkOut=2026-03-02', 'Please enter valid dates (YYYY-MM-DD)'],
      [`checkIn=${day(1)}&checkOut=${day(40)}`, 'A stay can be at most 30 nights'],
    ];
    for (const [query, message] of cases) {
      const res = await client.call({ method: 'GET', url: `/api/hotels?${query}` });
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 400, message });
    }
  });
});

describe('the date filter', () => {
  it('drops a hotel whose only fitting room type is blocked or full on one night of the stay, and only then', async () => {
    const { app: own, client: c } = await catalogueApp();
    const hamsikoy = seededHotel(own, 'hamsikoy-stone-inn');
    const family = hamsikoy.rooms.find((r) => r.capacity === 4)!; // the only room for 4 guests
    const search = async (checkIn: string, checkOut: string) =>
      (
        (
          await c.call({ method: 'GET', url: `/api/hotels?limit=50&guests=4&checkIn=${checkIn}&checkOut=${checkOut}` })
        ).json() as HotelListResponse
      ).results.map((h) => h.slug);

    expect(await search(day(1), day(8))).toContain('hamsikoy-stone-inn');
    sql(own, "UPDATE hotel_inventory SET blocked = 1, block_reason = 'Works' WHERE room_type_id = ? AND date = ?", family.id, day(4));
    expect(await search(day(1), day(8))).not.toContain('hamsikoy-stone-inn');
    expect(await search(day(1), day(4))).toContain('hamsikoy-stone-inn'); // day 4 is the check-out: no night
    expect(await search(day(5), day(8))).toContain('hamsikoy-stone-inn');

    sql(
      own,
      'UPDATE hotel_inventory SET blocked = 0, block_reason = NULL, available_rooms = 0 WHERE room_type_id = ? AND date = ?',
      family.id,
      day(4),
    );
    expect(await search(day(1), day(8))).not.toContain('hamsikoy-stone-inn');
    // For 2 guests the other room types still fit.
    const two = (
      await c.call({ method: 'GET', url: `/api/hotels?limit=50&guests=2&checkIn=${day(1)}&checkOut=${day(8)}` })
    ).json() as HotelListResponse;
    const cheapest = hamsikoy.rooms.reduce((a, b) => (b.price < a.price ? b : a));
    // The cheapest room type's price per night for this stay, as the checkout charges it.
    expect(two.results.find((h) => h.slug === 'hamsikoy-stone-inn')?.fromPrice).toBe(
      await quotedPerNight(own, hamsikoy.id, cheapest.id, day(1), day(8)),
    );

    // A night without any inventory record is not free either.
    sql(own, 'DELETE FROM hotel_inventory WHERE room_type_id = ? AND date = ?', family.id, day(10));
    expect(await search(day(9), day(11))).not.toContain('hamsikoy-stone-inn');
  });
});

describe('GET /api/hotels/featured and /destination/:id', () => {
  it('lists the featured hotels (6 by default)', async () => {
    const featured = (await client.call({ method: 'GET', url: '/api/hotels/featured' })).json() as HotelListResponse;
    expect(featured.results).toHaveLength(6);
    expect(featured.total).toBe(6);
    expect(featured.results.every((h) => h.badge === 'Featured')).toBe(true);
    const three = (await client.call({ method: 'GET', url: '/api/hotels/featured?limit=3&lang=tr' })).json() as HotelListResponse;
    expect(three.results.map((h) => h.name)).toEqual(['Karadeniz Palace Otel', 'Uzungöl Göl Kenarı Lodge', 'Serender Doğa Resort']);
  });

  it('lists a destination’s hotels by its id or slug; 404 for an unknown one', async () => {
    const ayder = (await client.call({ method: 'GET', url: '/api/hotels/destination/ayder' })).json() as HotelListResponse;
    expect(ayder.results.map((h) => h.slug).sort()).toEqual(['ayder-kackar-chalet', 'ayder-thermal-spa-hotel']);
    const byId = (
      await client.call({ method: 'GET', url: `/api/hotels/destination/${ayder.results[0]!.destination!._id}` })
    ).json() as HotelListResponse;
    expect(byId.total).toBe(2);
    const missing = await client.call({ method: 'GET', url: '/api/hotels/destination/atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Destination not found');
  });
});

describe('GET /api/hotels/:id', () => {
  it('answers the hotel by slug or id with room types, reviews summary and policies', async () => {
    const res = await client.call({ method: 'GET', url: '/api/hotels/serender-nature-resort' });
    expect(res.statusCode).toBe(200);
    const hotel = res.json();
    expect((await client.call({ method: 'GET', url: `/api/hotels/${hotel._id}` })).json()._id).toBe(hotel._id);
    expect(hotel.description).toMatch(/^A luxury resort in the pine forest above the lake: spa/);
    expect(hotel.description.length).toBeGreaterThan(100);
    expect(hotel.address).toEqual({ street: 'Serender Mevkii 1, Çaykara', city: 'Uzungöl', country: 'Turkey' });
    expect(hotel.roomTypes).toHaveLength(5);
    expect(hotel.roomTypes[0]).toMatchObject({
      name: 'Deluxe Lake View Room',
      capacity: 2,
      beds: '1 king-size bed',
      size: 28,
      pricePerNight: 210,
      totalRooms: 14,
    });
    expect(hotel.roomTypes[0].images[0]).toBe('/images/hotels/serender-nature-resort/room-deluxe_lake.svg');
    expect(hotel.reviews.totalReviews).toBe(hotel.totalReviews);
    expect(hotel.reviews.latest.length).toBe(Math.min(5, hotel.totalReviews));
    const dates = hotel.reviews.latest.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(hotel).toMatchObject({
      checkInTime: '15:00',
      checkOutTime: '12:00',
      cancellationPolicy: expect.stringMatching(/^Free cancellation up to 24 hours before check-in/),
      rules: ['No smoking', 'No pets', 'Quiet hours 10 PM – 6 AM'],
      paymentOptions: [
        { key: 'visa', name: 'Visa' },
        { key: 'mastercard', name: 'Mastercard' },
        { key: 'amex', name: 'American Express' },
        { key: 'cash', name: 'Cash at check-in' },
      ],
      contact: { phone: '+90 462 555 07 07', email: 'reservations@serenderresort.example' },
      coordinates: { lat: 40.6151, lng: 40.2853 },
      featured: true,
    });
  });

  it('answers in Arabic, and in English for a text that has no Arabic', async () => {
    const { app: own, client: c } = await catalogueApp();
    sql(own, "UPDATE hotels SET description = json_remove(description, '$.ar') WHERE slug = 'meydan-boutique-hotel'");
    const hotel = (await c.call({ method: 'GET', url: '/api/hotels/meydan-boutique-hotel?lang=ar' })).json();
    expect(hotel.name).toBe('فندق ميدان بوتيك');
    expect(hotel.description).toMatch(/^A restored 1920s townhouse/);
    expect(hotel.rules[0]).toBe('ممنوع التدخين');
    expect(hotel.roomTypes[0].name).toBe('غرفة فردية اقتصادية');
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await client.call({ method: 'GET', url: '/api/hotels/no-such-hotel' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Hotel not found');
  });

  it('?admin=true: 401 without a token, 403 for a user, every language for an admin', async () => {
    const { client: c } = await catalogueApp();
    const { admin, user } = await testTokens(c);
    const url = '/api/hotels/karadeniz-palace-hotel?admin=true';
    expect((await c.call({ method: 'GET', url })).statusCode).toBe(401);
    const forbidden = await c.call({ method: 'GET', url, token: user });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Admin access required');
    const res = await c.call({ method: 'GET', url, token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toBe(true);
    expect(body.name).toEqual({ en: 'Karadeniz Palace Hotel', tr: 'Karadeniz Palace Otel', ar: 'فندق قصر البحر الأسود' });
    expect(body.paymentOptions).toEqual(['visa', 'mastercard', 'amex', 'cash']);
    expect(body.roomTypes[0].name.tr).toBe('Superior İki Yataklı Oda');
    c.expectNoSecretsIn();
  });
});

describe('hotel reviews', () => {
  it('GET pages the reviews, newest first', async () => {
    const body = (await client.call({ method: 'GET', url: '/api/hotels/karadeniz-palace-hotel/reviews?limit=2' })).json();
    expect(body).toMatchObject({ total: 3, pages: 2, page: 1, totalReviews: 3 });
    expect(body.results).toHaveLength(2);
    expect(body.results[0].date > body.results[1].date).toBe(true);
    expect(body.results[0]).toEqual({
      _id: expect.any(String),
      userId: null,
      userName: expect.any(String),
      rating: expect.any(Number),
      text: expect.any(String),
      language: expect.stringMatching(/^(en|tr|ar)$/),
      date: expect.any(String),
    });
  });

  it('each review says the language it is written in: the seeded ones theirs, a new one by its letters or its page', async () => {
    const { app: own, client: c } = await catalogueApp();
    const seeded = own.db.$client.prepare('SELECT DISTINCT author_name AS author, language FROM hotel_reviews').all();
    expect(seeded).toEqual(
      expect.arrayContaining([
        { author: 'Elif Kaya', language: 'tr' },
        { author: 'James Whitfield', language: 'en' },
        { author: 'أحمد الشمري', language: 'ar' },
      ]),
    );
    const { id: hotelId } = seededHotel(own, 'karadeniz-palace-hotel');
    const url = '/api/hotels/karadeniz-palace-hotel/reviews';
    const cases = [
      // Turkish letters on an English page, Arabic letters on a Turkish one, plain Latin letters on each page.
      ['en', 'Odalar tertemizdi, personel çok güler yüzlüydü.', 'tr'],
      ['tr', 'إقامة رائعة مع العائلة والطاقم متعاون جداً.', 'ar'],
      ['tr', 'Konumu harika, kahvalti cok iyiydi.', 'tr'],
      ['ar', 'Great location and a really comfortable bed.', 'en'],
      ['en', 'Great location and a really comfortable bed.', 'en'],
    ] as const;
    for (const [index, [page, text, language]] of cases.entries()) {
      const email = `guest${index}@example.com`;
      const { token } = await c.signUp(email);
      servedBooking(own, email, { type: 'hotel', hotelId });
      const created = await c.call({ method: 'POST', url: `${url}?lang=${page}`, body: { rating: 4, text }, token });
      expect([created.statusCode, created.json().review.language], text).toEqual([201, language]);
    }
  });

  it('POST: 401 signed out, 201 and the new average, 409 for a second review, 400 for bad input', async () => {
    const { app: own, client: c } = await catalogueApp();
    const url = '/api/hotels/karadeniz-palace-hotel/reviews';
    const review = { rating: 1, text: 'The room was noisy and cold all night.' };
    expect((await c.call({ method: 'POST', url, body: review })).statusCode).toBe(401);

    const { token } = await c.signUp('reviewer@example.com');
    // Only a guest may review: no stay, a cancelled one or one still to come gives 403.
    const { id: hotelId } = seededHotel(own, 'karadeniz-palace-hotel');
    const refusedWithout = async () => {
      const res = await c.call({ method: 'POST', url, body: review, token });
      expect([res.statusCode, res.json().message]).toEqual([403, 'Only guests who have stayed at this hotel can review it']);
    };
    await refusedWithout();
    servedBooking(own, 'reviewer@example.com', { type: 'hotel', hotelId }, { status: 'cancelled' });
    servedBooking(own, 'reviewer@example.com', { type: 'hotel', hotelId }, { daysAgo: -5, status: 'confirmed' });
    await refusedWithout();
    servedBooking(own, 'reviewer@example.com', { type: 'hotel', hotelId });
    const before = own.db.$client
      .prepare("SELECT average_rating AS a, total_reviews AS n FROM hotels WHERE slug = 'karadeniz-palace-hotel'")
      .get() as { a: number; n: number };
    const ratings = (
      own.db.$client
        .prepare("SELECT rating FROM hotel_reviews r JOIN hotels h ON h.id = r.hotel_id WHERE h.slug = 'karadeniz-palace-hotel'")
        .all() as { rating: number }[]
    ).map((r) => r.rating);
    const expected = Math.round(((ratings.reduce((a, b) => a + b, 0) + 1) / (ratings.length + 1)) * 10) / 10;

    const created = await c.call({ method: 'POST', url, body: review, token });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      review: { userName: 'Ada Lovelace', rating: 1, text: review.text, userId: expect.any(String) },
      averageRating: expected,
      totalReviews: before.n + 1,
    });
    const after = own.db.$client
      .prepare("SELECT average_rating AS a, total_reviews AS n FROM hotels WHERE slug = 'karadeniz-palace-hotel'")
      .get();
    expect(after).toEqual({ a: expected, n: before.n + 1 });
    const listed = (await c.call({ method: 'GET', url })).json();
    expect(listed.results[0].text).toBe(review.text);

    const again = await c.call({ method: 'POST', url, body: { rating: 5, text: 'Changed my mind, it was lovely.' }, token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this hotel');

    const { token: other } = await c.signUp('second@example.com');
    for (const body of [
      { rating: 6, text: 'Wonderful stay, thank you!' },
      { rating: 0, text: 'Wonderful stay, thank you!' },
      { rating: 4, text: 'short' },
      { rating: 4, text: '          x' },
      // zero-width spaces, a BOM and joiners show nothing: as blank as spaces
      { rating: 4, text: '\u200b'.repeat(10) },
      { rating: 4, text: '\ufeff\u200c\u200d\u2060\u200b\u200b\u200b\u200b\u200b\u200b ok' },
      { rating: 4, text: 'x'.repeat(2001) },
      { text: 'No rating given at all.' },
    ]) {
      expect((await c.call({ method: 'POST', url, body, token: other })).statusCode).toBe(400);
    }
    expect((await c.call({ method: 'POST', url: '/api/hotels/nowhere/reviews', body: review, token: other })).statusCode).toBe(404);
    c.expectNoSecretsIn();
  });
});

describe('images', () => {
  it('serves /images/* with a long cache', async () => {
    const res = await app.inject({ url: '/images/hotels/karadeniz-palace-hotel/exterior.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body).toContain('<svg');
    expect((await app.inject({ url: '/images/nothing.svg' })).statusCode).toBe(404);
  });

  it('every image the catalogue names is shipped', () => {
    const sqlite = app.db.$client;
    const paths = new Set<string>();
    for (const row of sqlite.prepare('SELECT featured_image AS f, images AS i FROM hotels').all() as { f: string; i: string }[]) {
      paths.add(row.f);
      for (const image of JSON.parse(row.i) as string[]) paths.add(image);
    }
    for (const row of sqlite.prepare('SELECT images AS i FROM room_types').all() as { i: string }[])
      for (const image of JSON.parse(row.i) as string[]) paths.add(image);
    for (const row of sqlite.prepare('SELECT image AS i FROM destinations').all() as { i: string }[]) paths.add(row.i);
    expect(paths.size).toBeGreaterThan(60);
    for (const image of paths) {
      expect(image).toMatch(/^\/images\//);
      expect({ image, exists: fs.existsSync(path.join(apiRoot, 'public', image)) }).toEqual({ image, exists: true });
    }
    expect(fs.existsSync(path.join(apiRoot, 'public/images/LICENSE.md'))).toBe(true);
  });
});
