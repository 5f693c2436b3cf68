import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { catalogueApp, day, servedBooking, sharedCatalogueApp, sql, testTokens } from './helpers/hotels';
import { buildTestApp } from './helpers/build';
import { Client } from './helpers/auth';
import { expiry } from './helpers/bookings';
import { createPackageBookingHandler } from '../src/features/packages/booking-handler';
import { immediate } from '../src/db/transaction';

const contact = (i: number) => ({ firstName: 'Ada', lastName: 'Lovelace', email: `guest${i}@example.com`, phone: '+90 462 555 12 34' });
const payment = () => ({
  method: 'creditCard',
  cardNumber: '4111 1111 1111 1111',
  cardName: 'ADA LOVELACE',
  expiryDate: expiry(24),
  cvv: '123',
});
const packageBooking = (packageId: string, startDate: string, guests: number, i = 0) => ({
  type: 'package',
  packageId,
  startDate,
  guests,
  contact: contact(i),
  payment: payment(),
});

const minimal = (name: string) => ({ name, description: 'A short programme around Trabzon.', duration: 2, price: 100 });

describe('packages: public reads', () => {
  let shared: Awaited<ReturnType<typeof sharedCatalogueApp>>;
  beforeAll(async () => {
    shared = await sharedCatalogueApp();
  });
  afterAll(async () => shared.close());

  it('seeds at least 8 packages, each with images, an itinerary of its duration and texts in three languages', async () => {
    const rows = shared.app.db.$client.prepare('SELECT slug, name, duration_days AS d, itinerary, images FROM packages').all() as {
      slug: string;
      name: string;
      d: number;
      itinerary: string;
      images: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const name = JSON.parse(row.name);
      expect(name.tr && name.ar && name.en).toBeTruthy();
      expect(JSON.parse(row.itinerary)).toHaveLength(row.d);
      for (const image of JSON.parse(row.images) as string[]) {
        expect(fs.existsSync(path.join(__dirname, '..', 'public', image))).toBe(true);
      }
    }
  });

  it('filters by destination, duration and price, sorts and pages', async () => {
    const { client } = shared;
    const ayder = (await client.call({ method: 'GET', url: '/api/packages?destination=ayder' })).json();
    expect(ayder.total).toBe(2);
    expect(ayder.results.every((p: { destination: { slug: string } }) => p.destination.slug === 'ayder')).toBe(true);

    const short = (await client.call({ method: 'GET', url: '/api/packages?maxDuration=2&sort=price' })).json();
    expect(short.results.map((p: { duration: number }) => p.duration).every((d: number) => d <= 2)).toBe(true);
    const prices = short.results.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

    const band = (await client.call({ method: 'GET', url: '/api/packages?minPrice=150&maxPrice=300' })).json();
    expect(band.results.map((p: { price: number }) => p.price).sort()).toEqual([159, 179, 219, 289]);

    const page2 = (await client.call({ method: 'GET', url: '/api/packages?limit=4&page=2&sort=price_desc' })).json();
    expect(page2).toMatchObject({ page: 2, pages: 3, total: 9 });
    expect(page2.results).toHaveLength(4);
  });

  it('finds a package by its name whatever the case, accents and Turkish İ/ı typed ("uzungol", "RİZE")', async () => {
    const { client } = shared;
    const slugs = async (q: string) =>
      (await client.call({ method: 'GET', url: `/api/packages?q=${encodeURIComponent(q)}&limit=50` }))
        .json()
        .results.map((p: { slug: string }) => p.slug);
    const uzungol = await slugs('Uzungöl');
    expect(uzungol.length).toBeGreaterThan(0);
    expect(await slugs('uzungol')).toEqual(uzungol);
    expect(await slugs('UZUNGÖL')).toEqual(uzungol);
    expect(await slugs('RİZE')).toContain('rize-tea-trail');
    expect(await slugs('rize')).toEqual(await slugs('RİZE'));
  });

  it('refuses non-finite and inverted numbers with a 400 and a message', async () => {
    for (const query of [
      'minPrice=1e400',
      'maxPrice=Infinity',
      'minDuration=NaN',
      'maxPrice=-1',
      'minDuration=0',
      'minPrice=300&maxPrice=100',
      'sort=cheap',
      'limit=500',
    ]) {
      const res = await shared.client.call({ method: 'GET', url: `/api/packages?${query}` });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers by slug and by id, in the asked language, with hotels, itinerary and reviews', async () => {
    const { client } = shared;
    const bySlug = (await client.call({ method: 'GET', url: '/api/packages/slug/uzungol-lake-escape?lang=tr' })).json();
    expect(bySlug.name).toBe('Uzungöl Göl Kaçamağı');
    expect(bySlug.includedHotels.map((h: { slug: string }) => h.slug)).toEqual(['uzungol-lakeside-lodge', 'meydan-boutique-hotel']);
    expect(bySlug.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(bySlug.reviews.latest.length).toBeGreaterThan(0);
    const byId = (await client.call({ method: 'GET', url: `/api/packages/${bySlug._id}?lang=ar` })).json();
    expect(byId.name).toBe('رحلة بحيرة أوزنجول');
    expect((await client.call({ method: 'GET', url: '/api/packages/slug/nowhere' })).statusCode).toBe(404);
    const featured = (await client.call({ method: 'GET', url: '/api/packages/featured' })).json();
    expect(featured.results.length).toBeGreaterThan(0);
    expect(featured.results.every((p: { featured: boolean }) => p.featured)).toBe(true);
    expect((await client.call({ method: 'GET', url: '/api/packages/popular?limit=3' })).json().results).toHaveLength(3);
  });
});

describe('packages: admin writes', () => {
  it('401 without a token and 403 for a user, on every admin call; nothing changes', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const id = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'rize-tea-trail'").pluck().get() as string;
    const calls = [
      { method: 'POST' as const, url: '/api/packages', body: minimal('Sneaky') },
      { method: 'PUT' as const, url: `/api/packages/${id}`, body: { price: 1 } },
      { method: 'PUT' as const, url: `/api/packages/${id}/itinerary`, body: { itinerary: [] } },
      { method: 'DELETE' as const, url: `/api/packages/${id}` },
      { method: 'GET' as const, url: '/api/admin/packages' },
      { method: 'GET' as const, url: `/api/packages/${id}?admin=true` },
      { method: 'PUT' as const, url: '/api/settings/homepage', body: { heroSlideshow: [] } },
      { method: 'GET' as const, url: '/api/settings/homepage?admin=true' },
      { method: 'POST' as const, url: '/api/destinations', body: { name: 'Sneaky' } },
      { method: 'DELETE' as const, url: `/api/destinations/rize` },
    ];
    for (const call of calls) {
      expect({ ...call, status: (await client.call(call)).statusCode }).toMatchObject({ status: 401 });
      expect({ ...call, status: (await client.call({ ...call, token: user })).statusCode }).toMatchObject({ status: 403 });
    }
    const after = (await client.call({ method: 'GET', url: '/api/packages/slug/rize-tea-trail' })).json();
    expect(after.price).toBe(159);
    expect(after.itinerary.length).toBe(2);
    expect((await client.call({ method: 'GET', url: '/api/settings/homepage' })).json().heroSlideshow.length).toBe(3);
  });

  it('derives a unique slug from the name: the same name twice gets -2, a taken explicit slug is a 409', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const blank = await client.call({ method: 'POST', url: '/api/packages', token: admin, body: minimal('   ') });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'name is required']);
    const first = await client.call({ method: 'POST', url: '/api/packages', token: admin, body: minimal('Çamlıhemşin Şöleni') });
    expect(first.statusCode).toBe(201);
    expect(first.json().slug).toBe('camlihemsin-soleni');
    const second = await client.call({ method: 'POST', url: '/api/packages', token: admin, body: minimal('Çamlıhemşin  Şöleni!') });
    expect(second.json().slug).toBe('camlihemsin-soleni-2');
    const third = await client.call({ method: 'POST', url: '/api/packages', token: admin, body: minimal('Çamlıhemşin Şöleni') });
    expect(third.json().slug).toBe('camlihemsin-soleni-3');
    // a seeded slug is taken too
    expect((await client.call({ method: 'POST', url: '/api/packages', token: admin, body: minimal('Rize Tea Trail') })).json().slug).toBe(
      'rize-tea-trail-2',
    );
    const taken = await client.call({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      body: { ...minimal('Other'), slug: 'camlihemsin-soleni' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A package with this slug already exists');
    const renamed = await client.call({
      method: 'PUT',
      url: `/api/packages/${second.json()._id}`,
      token: admin,
      body: { slug: 'rize-tea-trail' },
    });
    expect(renamed.statusCode).toBe(409);
    // Pages are found by id or slug: a slug with the form of an id (here another package's) would open that one.
    const idShaped = await client.call({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      body: { ...minimal('Clash'), slug: second.json()._id },
    });
    expect([idShaped.statusCode, idShaped.json().message]).toEqual([
      400,
      'slug must be lower-case letters, digits and single dashes, and not the form of an id',
    ]);
  });

  it('creates, edits (hotels, itinerary), and deletes; refuses bad input with 400 and writes nothing', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const created = await client.call({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      body: {
        name: { en: 'Coast Walk', tr: 'Sahil Yürüyüşü', ar: 'نزهة الساحل' },
        description: 'Two days on the coast.',
        duration: 2,
        price: 120.5,
        destination: 'trabzon',
        hotels: ['yomra-coast-hotel'],
        activities: ['Walk'],
        itinerary: [
          { day: 2, title: 'Back', description: 'Home' },
          { day: 1, title: 'Go', description: 'Walk' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json();
    expect(pkg).toMatchObject({ price: 120.5, duration: 2, slug: 'coast-walk' });
    expect(pkg.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2]);
    const count = () => app.db.$client.prepare('SELECT count(*) FROM packages').pluck().get() as number;
    const before = count();

    for (const body of [
      { ...minimal('X'), duration: 0 },
      { ...minimal('X'), duration: 61 },
      { ...minimal('X'), price: -1 },
      // Nothing is sold for $0.
      { ...minimal('X'), price: 0 },
      { ...minimal('X'), price: null },
      { ...minimal('X'), price: '12' },
      { ...minimal('X'), featured: 'true' },
      { ...minimal('X'), price: 10.555 },
      { ...minimal('X'), hotels: ['no-such-hotel'] },
      { ...minimal('X'), destination: 'atlantis' },
      { ...minimal('X'), itinerary: [{ day: 3, title: 'a', description: 'b' }] },
      { ...minimal('X'), total: 5 },
      { name: 'X' },
    ]) {
      const res = await client.call({ method: 'POST', url: '/api/packages', token: admin, body });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    const infinite = await app.inject({
      method: 'POST',
      url: '/api/packages',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"name":"X","description":"Y","duration":2,"price":1e400}',
    });
    expect(infinite.statusCode).toBe(400);
    expect(count()).toBe(before);

    const itinerary = await client.call({
      method: 'PUT',
      url: `/api/packages/${pkg._id}/itinerary`,
      token: admin,
      body: { itinerary: [{ day: 1, title: { en: 'One', tr: 'Bir' }, description: 'First day' }] },
    });
    expect(itinerary.statusCode).toBe(200);
    expect(itinerary.json().itinerary).toEqual([{ day: 1, title: { en: 'One', tr: 'Bir' }, description: { en: 'First day' } }]);
    const twice = await client.call({
      method: 'PUT',
      url: `/api/packages/${pkg._id}/itinerary`,
      token: admin,
      body: {
        itinerary: [
          { day: 1, title: 'a', description: 'b' },
          { day: 1, title: 'c', description: 'd' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Itinerary day 1 appears twice');

    const edited = await client.call({ method: 'PUT', url: `/api/packages/${pkg._id}`, token: admin, body: { price: 99, hotels: [] } });
    expect(edited.json()).toMatchObject({ price: 99, hotelIds: [] });

    // One save shortens a package with its itinerary (the back office's form sends both); a day beyond
    // the new duration refuses the whole save.
    const days = (n: number) => Array.from({ length: n }, (_, i) => ({ day: i + 1, title: `Day ${i + 1}`, description: 'Walks' }));
    const put = (body: Record<string, unknown>) => client.call({ method: 'PUT', url: `/api/packages/${pkg._id}`, token: admin, body });
    expect((await put({ duration: 3, itinerary: days(3) })).statusCode).toBe(200);
    const shorter = await put({ duration: 2, itinerary: days(2) });
    expect([shorter.statusCode, shorter.json().duration, shorter.json().itinerary.length]).toEqual([200, 2, 2]);
    const tooMany = await put({ price: 77, itinerary: days(3) });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, "Itinerary day 3 is after the package's last day (day 2)"]);
    // A 1-day package: no "1 days".
    const oneDay = await put({ duration: 1, itinerary: days(2) });
    expect([oneDay.statusCode, oneDay.json().message]).toEqual([400, "Itinerary day 2 is after the package's last day (day 1)"]);
    expect((await client.call({ method: 'GET', url: `/api/packages/${pkg._id}` })).json()).toMatchObject({ price: 99, duration: 2 });

    expect((await client.call({ method: 'DELETE', url: `/api/packages/${pkg._id}`, token: admin })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: `/api/packages/${pkg._id}` })).statusCode).toBe(404);
  });

  it('one review per traveller who took the package; the average follows', async () => {
    const { app, client } = await catalogueApp();
    const { user } = await testTokens(client);
    const url = '/api/packages/sumela-day-trip/reviews';
    expect((await client.call({ method: 'POST', url, body: { rating: 5, text: 'Wonderful trip, thank you!' } })).statusCode).toBe(401);
    const notYet = await client.call({ method: 'POST', url, token: user, body: { rating: 1, text: 'Too much time on the bus.' } });
    expect([notYet.statusCode, notYet.json().message]).toEqual([403, 'Only travellers who have taken this package can review it']);
    const { id: packageId } = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'sumela-day-trip'").get() as { id: string };
    servedBooking(app, 'user@trabzontravel.test', { type: 'package', packageId });
    const first = await client.call({ method: 'POST', url, token: user, body: { rating: 1, text: 'Too much time on the bus.' } });
    expect(first.statusCode).toBe(201);
    expect(first.json().totalReviews).toBe(5);
    expect((await client.call({ method: 'POST', url, token: user, body: { rating: 5, text: 'Changed my mind, great!' } })).statusCode).toBe(
      409,
    );
    expect((await client.call({ method: 'POST', url, token: user, body: { rating: 6, text: 'Out of range rating' } })).statusCode).toBe(
      400,
    );
  });
});

describe('destinations: computed property count and guarded delete', () => {
  it('counts active hotels, restaurants and packages of the destination, and follows changes', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const countOf = async (slug: string) =>
      (await client.call({ method: 'GET', url: `/api/destinations/${slug}` })).json().propertyCount as number;
    const sqlite = app.db.$client;
    const truth = (slug: string) =>
      (sqlite
        .prepare('SELECT count(*) FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE d.slug = ? AND h.active = 1')
        .pluck()
        .get(slug) as number) +
      (sqlite
        .prepare('SELECT count(*) FROM restaurants r JOIN destinations d ON d.id = r.destination_id WHERE d.slug = ? AND r.active = 1')
        .pluck()
        .get(slug) as number) +
      (sqlite
        .prepare('SELECT count(*) FROM packages p JOIN destinations d ON d.id = p.destination_id WHERE d.slug = ? AND p.active = 1')
        .pluck()
        .get(slug) as number);
    // Rize: 1 hotel (Rize Tea Garden), 2 restaurants and 1 package (Rize Tea Trail), counted by hand from the seed.
    expect(await countOf('rize')).toBe(4);
    expect(truth('rize')).toBe(4);
    const created = await client.call({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      body: { ...minimal('Rize Again'), destination: 'rize' },
    });
    expect(await countOf('rize')).toBe(5);
    await client.call({ method: 'PUT', url: `/api/packages/${created.json()._id}`, token: admin, body: { active: false } });
    expect(await countOf('rize')).toBe(4);
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'rize-tea-garden-hotel'");
    expect(await countOf('rize')).toBe(3);
    const list = (await client.call({ method: 'GET', url: '/api/destinations' })).json().results as {
      slug: string;
      propertyCount: number;
    }[];
    for (const d of list) expect({ slug: d.slug, n: d.propertyCount }).toEqual({ slug: d.slug, n: truth(d.slug) });
    // a client cannot type the count in
    const typed = await client.call({ method: 'PUT', url: '/api/destinations/rize', token: admin, body: { propertyCount: 99 } });
    expect(typed.statusCode).toBe(400);
  });

  it('refuses to delete a destination that still has listings (inactive ones too), with a clear 409; deletes an empty one', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const refused = await client.call({ method: 'DELETE', url: '/api/destinations/rize', token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This destination still has listings (hotels: 1, restaurants: 2, packages: 1); move or delete them first',
    );
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'rize-tea-garden-hotel'");
    sql(app, "UPDATE packages SET active = 0 WHERE slug = 'rize-tea-trail'");
    expect((await client.call({ method: 'DELETE', url: '/api/destinations/rize', token: admin })).statusCode).toBe(409);
    // A name of spaces was stored as an empty name.
    for (const [name, message] of [
      ['  ', 'name is required'],
      [{ en: ' \t', tr: 'Sürmene' }, 'name.en is required'],
      // zero-width spaces, joiners and a BOM show nothing either
      ['\u200b\u200b\u200b', 'name is required'],
      [{ en: '\ufeff \u200d\u2060', tr: 'Sürmene' }, 'name.en is required'],
    ] as const) {
      const blank = await client.call({ method: 'POST', url: '/api/destinations', token: admin, body: { name } });
      expect({ name, status: blank.statusCode, message: blank.json().message }).toEqual({ name, status: 400, message });
    }
    const empty = await client.call({ method: 'POST', url: '/api/destinations', token: admin, body: { name: 'Sürmene' } });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().propertyCount).toBe(0);
    expect((await client.call({ method: 'DELETE', url: `/api/destinations/${empty.json()._id}`, token: admin })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: '/api/destinations/rize' })).statusCode).toBe(200);
  });
});

describe('package bookings', () => {
  it('prices price per person × guests plus tax on the server, and stores a TP- booking', async () => {
    const { client } = await catalogueApp();
    const pkg = (await client.call({ method: 'GET', url: '/api/packages/slug/uzungol-lake-escape' })).json();
    const quote = await client.call({
      method: 'POST',
      url: '/api/bookings/quote',
      body: { type: 'package', packageId: pkg._id, startDate: day(10), guests: 3 },
    });
    expect(quote.statusCode).toBe(200);
    // 289 × 3 = 867; tax 12 % = 104.04; total 971.04 (worked out by hand)
    expect(quote.json()).toMatchObject({
      subtotal: 867,
      taxRate: 12,
      tax: 104.04,
      total: 971.04,
      startDate: day(10),
      endDate: day(12),
      guests: 3,
    });
    const booked = await client.call({ method: 'POST', url: '/api/bookings', body: { ...packageBooking(pkg._id, day(10), 3), total: 1 } });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking).toMatchObject({ type: 'package', total: 971.04, guests: 3 });
    expect(booked.json().booking.reference).toMatch(/^TP-\d{6}$/);
    const seats = (await client.call({ method: 'GET', url: `/api/packages/${pkg._id}/departures/${day(10)}` })).json();
    expect(seats).toEqual({ date: day(10), seatsTotal: 20, seatsLeft: 17 });
  });

  it('refuses a package taken off sale with 409 and the code OFF_SALE (the checkout tells it from sold out by the code)', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const pkg = (await client.call({ method: 'GET', url: '/api/packages/slug/uzungol-lake-escape' })).json();
    await client.call({ method: 'PUT', url: `/api/packages/${pkg._id}`, token: admin, body: { active: false } });
    const body = { type: 'package', packageId: pkg._id, startDate: day(10), guests: 2 };
    const quote = await client.call({ method: 'POST', url: '/api/bookings/quote', body });
    expect({ status: quote.statusCode, body: quote.json() }).toMatchObject({
      status: 409,
      body: { message: 'This package cannot be booked at the moment', code: 'OFF_SALE' },
    });
    const booked = await client.call({ method: 'POST', url: '/api/bookings', body: packageBooking(pkg._id, day(10), 2) });
    expect({ status: booked.statusCode, code: booked.json().code }).toEqual({ status: 409, code: 'OFF_SALE' });
  });

  it('refuses bad dates and guests with 400 and an unknown package with 404', async () => {
    const { client } = await catalogueApp();
    const pkg = (await client.call({ method: 'GET', url: '/api/packages/slug/uzungol-lake-escape' })).json();
    const q = (body: Record<string, unknown>) =>
      client.call({
        method: 'POST',
        url: '/api/bookings/quote',
        body: { type: 'package', packageId: pkg._id, startDate: day(5), guests: 2, ...body },
      });
    for (const body of [
      { startDate: day(0) },
      { startDate: day(-3) },
      { startDate: day(400) },
      { startDate: '2026-02-30' },
      { guests: 0 },
      { guests: 11 },
      { guests: null },
    ]) {
      expect({ body, status: (await q(body)).statusCode }).toEqual({ body, status: 400 });
    }
    expect((await q({ packageId: 'nope' })).statusCode).toBe(404);
  });

  it('seat limit under a race: 6 seats, 10 concurrent bookings of 2 guests: exactly 3 succeed, 7 get 409, seats end at 0', async () => {
    const { app, client } = await catalogueApp();
    const id = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'rize-tea-trail'").pluck().get() as string;
    sql(app, 'UPDATE packages SET seats_per_departure = 6 WHERE id = ?', id);
    const date = day(20);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.call({ method: 'POST', url: '/api/bookings', body: packageBooking(id, date, 2, i) })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const seats = app.db.$client
      .prepare('SELECT seats_left FROM package_departures WHERE package_id = ? AND date = ?')
      .pluck()
      .get(id, date);
    expect(seats).toBe(0);
    expect(app.db.$client.prepare("SELECT count(*) FROM bookings WHERE type = 'package'").pluck().get()).toBe(3);
    // the guard itself (not just the quote's look-ahead) refuses, and the CHECK backstop holds
    const handler = createPackageBookingHandler();
    const quote = {
      startDate: date,
      serviceStartsAt: '',
      guests: 1,
      lineItems: [],
      subtotalCents: 0,
      details: { packageId: id, startDate: date, guests: 1 },
    };
    expect(() => immediate(app.db, () => handler.reserve(app.db, quote))).toThrow(/Not enough seats/);
    expect(() => sql(app, 'UPDATE package_departures SET seats_left = -1 WHERE package_id = ?', id)).toThrow(/CHECK/);
    // another date is untouched
    expect((await client.call({ method: 'POST', url: '/api/bookings', body: packageBooking(id, day(21), 2, 99) })).statusCode).toBe(201);
  });

  it('a cancellation gives the seats back', async () => {
    const { app, client } = await catalogueApp();
    const signUp = await new Client(app).signUp('pat@example.com');
    const id = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'rize-tea-trail'").pluck().get() as string;
    const booked = await client.call({ method: 'POST', url: '/api/bookings', token: signUp.token, body: packageBooking(id, day(30), 4) });
    expect(booked.statusCode).toBe(201);
    const left = () =>
      app.db.$client.prepare('SELECT seats_left FROM package_departures WHERE package_id = ? AND date = ?').pluck().get(id, day(30));
    expect(left()).toBe(16);
    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booked.json().booking._id}/cancel`, token: signUp.token });
    expect(cancelled.statusCode).toBe(200);
    expect(left()).toBe(20);
  });

  it('a new seats per departure applies to upcoming departures already booked too; below the seats sold on one it is refused', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'rize-tea-trail'").pluck().get() as string;
    for (const [date, guests, i] of [
      [day(12), 2, 1],
      [day(14), 5, 2],
    ] as const) {
      expect((await client.call({ method: 'POST', url: '/api/bookings', body: packageBooking(id, date, guests, i) })).statusCode).toBe(201);
    }
    const seats = async (date: string) => (await client.call({ method: 'GET', url: `/api/packages/${id}/departures/${date}` })).json();
    const setSeats = (seatsPerDeparture: number) =>
      client.call({ method: 'PUT', url: `/api/packages/${id}`, body: { seatsPerDeparture }, token: admin });

    // 5 already sold on one departure: 4 would leave a traveller without a seat; nothing changes.
    const refused = await setSeats(4);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: 'A departure to come has more seats sold than that; cancel bookings first',
    });
    expect(await seats(day(14))).toEqual({ date: day(14), seatsTotal: 20, seatsLeft: 15 });
    expect((await setSeats(5)).statusCode).toBe(200);
    expect(await seats(day(12))).toEqual({ date: day(12), seatsTotal: 5, seatsLeft: 3 });
    expect(await seats(day(14))).toEqual({ date: day(14), seatsTotal: 5, seatsLeft: 0 });
    expect(await seats(day(16))).toEqual({ date: day(16), seatsTotal: 5, seatsLeft: 5 });
    expect((await setSeats(30)).statusCode).toBe(200);
    expect(await seats(day(14))).toEqual({ date: day(14), seatsTotal: 30, seatsLeft: 25 });
    // A save that leaves the figure as it is goes through, even below what an older departure sold.
    app.db.$client.prepare('UPDATE packages SET seats_per_departure = 3 WHERE id = ?').run(id);
    expect((await setSeats(3)).statusCode).toBe(200);
    expect((await setSeats(2)).statusCode).toBe(409);

    // Its duration cannot change under the travellers who booked it.
    const longer = await client.call({ method: 'PUT', url: `/api/packages/${id}`, body: { duration: 3 }, token: admin });
    expect({ status: longer.statusCode, message: longer.json().message }).toEqual({
      status: 409,
      message: 'This package has upcoming bookings; its duration cannot change until they are over or cancelled',
    });
  });

  it('refuses to delete a package with an upcoming booking (409, nothing deleted); once it is cancelled, the delete goes through', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const signUp = await new Client(app).signUp('kim@example.com');
    const id = app.db.$client.prepare("SELECT id FROM packages WHERE slug = 'rize-tea-trail'").pluck().get() as string;
    const booked = await client.call({ method: 'POST', url: '/api/bookings', token: signUp.token, body: packageBooking(id, day(12), 2) });
    expect(booked.statusCode).toBe(201);

    const refused = await client.call({ method: 'DELETE', url: `/api/packages/${id}`, token: admin });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: 'This package has upcoming bookings; cancel them first or set the package inactive',
    });
    expect((await client.call({ method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(200);

    const cancelled = await client.call({ method: 'POST', url: `/api/bookings/${booked.json().booking._id}/cancel`, token: signUp.token });
    expect(cancelled.statusCode).toBe(200);
    expect((await client.call({ method: 'DELETE', url: `/api/packages/${id}`, token: admin })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(404);
  });
});

describe('homepage settings', () => {
  it('answers the slides in the asked language; admins replace them; bad slides are a 400', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const tr = (await client.call({ method: 'GET', url: '/api/settings/homepage?lang=tr' })).json();
    expect(tr.heroSlideshow[0]).toMatchObject({ url: '/images/hero/black-sea-coast.svg', title: 'Trabzon’u ve Karadeniz’i keşfedin' });
    const put = await client.call({
      method: 'PUT',
      url: '/api/settings/homepage',
      token: admin,
      body: {
        heroSlideshow: [
          {
            url: '/images/hero/default.svg',
            title: { en: 'Hello', ar: 'مرحبا' },
            subtitle: 'Sub',
            action: { label: 'Go', href: '/packages' },
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const ar = (await client.call({ method: 'GET', url: '/api/settings/homepage?lang=ar' })).json();
    expect(ar).toEqual({
      heroSlideshow: [{ url: '/images/hero/default.svg', title: 'مرحبا', subtitle: 'Sub', action: { label: 'Go', href: '/packages' } }],
    });
    for (const body of [
      { heroSlideshow: [{ title: 'no url' }] },
      { heroSlideshow: [{ url: 'javascript:alert(1)' }] },
      { heroSlideshow: [{ url: '/x.svg', action: { label: 'Go', href: '//evil.example' } }] },
      { heroSlideshow: [{ url: '/x.svg', action: { label: 'Go', href: '/\\evil.example' } }] },
      { heroSlideshow: [{ url: '/\\evil.example/x.svg' }] },
      { heroSlideshow: [{ url: '//evil.example/x.svg' }] },
      { heroSlideshow: [{ url: 'http://cdn.example.com/x.jpg' }] }, // the content policy would not show it
      { heroSlideshow: [{ url: '/images/../api/admin/users' }] },
      { heroSlideshow: Array.from({ length: 11 }, () => ({ url: '/x.svg' })) },
      { heroSlideshow: [], extra: 1 },
    ]) {
      expect((await client.call({ method: 'PUT', url: '/api/settings/homepage', token: admin, body })).statusCode).toBe(400);
    }
    expect(
      (await client.call({ method: 'PUT', url: '/api/settings/homepage', token: admin, body: { heroSlideshow: [] } })).statusCode,
    ).toBe(200);
    expect((await client.call({ method: 'GET', url: '/api/settings/homepage' })).json()).toEqual({ heroSlideshow: [] });
  });
});

describe('admin image uploads', () => {
  function multipart(filename: string, type: string, content: Buffer) {
    const boundary = '----trabzon' + Math.random().toString(16).slice(2);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores a real image as WebP card and hero sizes served under /images/uploads; refuses other types by content, too large files and non-admins', async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const { app } = await buildTestApp({ uploadsDir });
    const client = new Client(app);
    const { admin, user } = await testTokens(client);
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const send = (token: string | undefined, body: ReturnType<typeof multipart>) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });

    expect((await send(undefined, multipart('a.png', 'image/png', png))).statusCode).toBe(401);
    expect((await send(user, multipart('a.png', 'image/png', png))).statusCode).toBe(403);

    const ok = await send(admin, multipart('photo.png', 'image/png', png));
    expect(ok.statusCode).toBe(201);
    const { card, hero } = ok.json();
    expect(card).toMatch(/^\/images\/uploads\/[0-9a-f-]+-card\.webp$/);
    const served = await app.inject({ method: 'GET', url: card });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 500 });
    expect(await sharp(path.join(uploadsDir, path.basename(hero))).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 800 });

    // an HTML page named .png and sent as image/png is not an image
    const fake = await send(admin, multipart('evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only JPEG, PNG or WebP images are accepted');
    // an SVG (could carry script) and a GIF are refused even though they are images
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await send(admin, multipart('x.jpg', 'image/jpeg', svg))).statusCode).toBe(400);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await send(admin, multipart('x.png', 'image/png', gif))).statusCode).toBe(400);
    // over 5 MB
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await send(admin, multipart('big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image is larger than 5 MB');
    // no file, not multipart
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { authorization: `Bearer ${admin}` }, payload: { a: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(2);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('answers 400, not 500, to a multipart body that is cut off or has no boundary, and stores nothing', async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const { app } = await buildTestApp({ uploadsDir });
    const { admin } = await testTokens(new Client(app));
    const send = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
      });
    const cutOff = await send(
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    );
    const noBoundary = await send('multipart/form-data', 'abc');
    for (const answer of [cutOff, noBoundary]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('The upload could not be read: send one image as multipart/form-data in a field named "file"');
    }
    expect(fs.readdirSync(uploadsDir)).toHaveLength(0);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
});
