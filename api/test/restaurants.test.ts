import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { Client } from './helpers/auth';
import { catalogueApp, day, sharedCatalogueApp, testTokens } from './helpers/hotels';

const HOURS = Array.from({ length: 7 }, () => ({ open: '12:00', close: '22:00' }));
const NEW_RESTAURANT = {
  name: { en: 'Test Bistro', tr: 'Test Bistro', ar: 'بيسترو' },
  description: 'A place to test.',
  cuisine: 'italian',
  priceRange: 2,
  destinationId: 'trabzon',
  address: { city: 'Trabzon', country: 'Türkiye' },
  hours: HOURS,
};

describe('restaurants, public calls', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let client: Client;
  beforeAll(async () => {
    const shared = await sharedCatalogueApp();
    app = shared.app;
    close = shared.close;
    client = new Client(app);
  });
  afterAll(async () => close());

  const get = async (url: string) => client.call({ method: 'GET', url });

  it('lists at least 12 seeded restaurants around Trabzon, Uzungöl, Rize and Ayder, with their own images', async () => {
    const res = await get('/api/restaurants?limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(12);
    const places = new Set(body.results.map((r: { destination: { slug: string } | null }) => r.destination?.slug));
    for (const slug of ['trabzon', 'uzungol', 'rize', 'ayder']) expect(places).toContain(slug);
    for (const r of body.results) expect(r.image).toMatch(/^\/images\/restaurants\//);
    const image = await get(body.results[0].image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('svg');
  });

  it('searches by name and by cuisine, in any language', async () => {
    const byName = (await get('/api/restaurants?q=trattoria')).json();
    expect(byName.results.map((r: { slug: string }) => r.slug)).toEqual(['meydan-trattoria']);
    const home = (await get('/api/restaurants?restaurant=Hamsi')).json();
    expect(home.results.map((r: { slug: string }) => r.slug)).toEqual(['hamsi-kosku']);
    const byCuisine = (await get('/api/restaurants?q=italian&limit=50')).json();
    expect(byCuisine.total).toBe(2);
    const inTurkish = (await get(`/api/restaurants?q=${encodeURIComponent('İtalyan')}&limit=50`)).json();
    expect(inTurkish.total).toBe(2);
  });

  it('finds a name whatever the case, accents and Turkish İ/ı typed ("uzungol", "HAMSİ", "sümela")', async () => {
    const slugs = async (q: string) =>
      (await get(`/api/restaurants?q=${encodeURIComponent(q)}&limit=50`)).json().results.map((r: { slug: string }) => r.slug);
    expect(await slugs('Uzungöl')).toContain('uzungol-alabalik-evi');
    expect(await slugs('uzungol')).toEqual(await slugs('Uzungöl'));
    expect(await slugs('UZUNGÖL')).toEqual(await slugs('Uzungöl'));
    expect(await slugs('HAMSİ')).toEqual(['hamsi-kosku']);
    expect(await slugs('sümela')).toEqual(await slugs('Sumela'));
    expect(await slugs('sümela')).toHaveLength(1);
    expect(await slugs('İTALYAN')).toHaveLength(2); // a cuisine's name too
  });

  it('filters by destination (slug), cuisine and price range', async () => {
    const uzungol = (await get('/api/restaurants?destination=uzungol')).json();
    expect(uzungol.total).toBe(2);
    const location = (await get('/api/restaurants?location=ayder&cuisine=italian')).json();
    expect(location.results.map((r: { slug: string }) => r.slug)).toEqual(['kackar-wood-fire-pizzeria']);
    const cheap = (await get('/api/restaurants?maxPrice=1&limit=50')).json();
    expect(cheap.results.every((r: { priceRange: number }) => r.priceRange === 1)).toBe(true);
    expect(cheap.total).toBe(2);
    expect((await get('/api/restaurants?destination=nowhere')).json().total).toBe(0);
  });

  it('sorts by popularity (promoted first), rating, and price both ways, and pages', async () => {
    const list = async (sort: string) =>
      (await get(`/api/restaurants?sort=${sort}&limit=50`)).json().results as {
        priceRange: number;
        averageRating: number;
        promoted: boolean;
      }[];
    const popular = await list('popularity');
    const firstPlain = popular.findIndex((r) => !r.promoted);
    expect(popular.slice(firstPlain).some((r) => r.promoted)).toBe(false);
    const rating = (await list('rating')).map((r) => r.averageRating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const asc = (await list('price_asc')).map((r) => r.priceRange);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('price_desc')).map((r) => r.priceRange);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const page2 = (await get('/api/restaurants?limit=5&page=2')).json();
    expect(page2.page).toBe(2);
    expect(page2.results).toHaveLength(5);
    expect(page2.pages).toBe(Math.ceil(page2.total / 5));
  });

  it('answers in the asked language', async () => {
    const ar = (await get('/api/restaurants/hamsi-kosku?lang=ar')).json();
    expect(ar.name).toBe('قصر الهامسي');
    expect(ar.features.find((f: { key: string }) => f.key === 'sea_view').name).toBe('إطلالة على البحر');
    expect((await get('/api/restaurants/hamsi-kosku?lang=tr')).json().menu[0].name).toBe('Başlangıçlar');
  });

  it('shows the detail: gallery, hours for 7 days, menu with prices, features and reviews', async () => {
    const res = await get('/api/restaurants/boztepe-ocakbasi');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(3);
    expect(body.hours).toHaveLength(7);
    expect(body.hours[5]).toEqual({ open: '12:00', close: '01:30' });
    expect(body.menu.length).toBeGreaterThan(0);
    expect(body.menu[0].items[0].price).toBeGreaterThan(0);
    expect(body.reviews.length).toBeGreaterThan(0);
    const reviews = (await get(`/api/restaurants/${body._id}/reviews?limit=2`)).json();
    expect(reviews.total).toBe(body.totalReviews);
    expect(reviews.results.length).toBeLessThanOrEqual(2);
    expect((await get('/api/restaurants/no-such-place')).statusCode).toBe(404);
  });

  it('lists free slots for a date and party size', async () => {
    const res = await get(`/api/restaurants/hamsi-kosku/slots?date=${day(3)}&partySize=4`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 11:00 to 23:00, every 30 minutes, the last start 90 minutes before closing.
    expect(body.slots[0]).toEqual({ time: '11:00', available: true });
    expect(body.slots.at(-1).time).toBe('21:30');
    expect(body.slots).toHaveLength(22);
  });

  it('refuses bad input with 400 and a message', async () => {
    const bad = [
      '/api/restaurants?limit=1e400',
      '/api/restaurants?page=Infinity',
      '/api/restaurants?minPrice=5',
      '/api/restaurants?minPrice=3&maxPrice=2',
      '/api/restaurants?cuisine=french',
      '/api/restaurants?sort=cheapest',
      `/api/restaurants/hamsi-kosku/slots?date=${day(3)}&partySize=1e400`,
      `/api/restaurants/hamsi-kosku/slots?date=${day(3)}&partySize=13`,
      `/api/restaurants/hamsi-kosku/slots?date=${day(3)}&partySize=0`,
      `/api/restaurants/hamsi-kosku/slots?date=${day(3)}&partySize=2.5`,
      '/api/restaurants/hamsi-kosku/slots?date=2026-02-30&partySize=2',
      `/api/restaurants/hamsi-kosku/slots?date=${day(-1)}&partySize=2`,
      `/api/restaurants/hamsi-kosku/slots?date=${day(61)}&partySize=2`,
      '/api/restaurants/hamsi-kosku/slots?partySize=2',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message, url).toBe('string');
    }
    expect((await get(`/api/restaurants/hamsi-kosku/slots?date=${day(60)}&partySize=2`)).statusCode).toBe(200);
  });
});

describe('restaurants admin', () => {
  it('needs a token (401) and the admin role (403) for every admin call', async () => {
    const { client } = await catalogueApp();
    const { user } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/api/admin/restaurants' },
      { method: 'POST', url: '/api/admin/restaurants', body: NEW_RESTAURANT },
      { method: 'GET', url: `/api/admin/restaurants/${id}` },
      { method: 'PUT', url: `/api/admin/restaurants/${id}`, body: { priceRange: 4 } },
      { method: 'DELETE', url: `/api/admin/restaurants/${id}` },
      { method: 'GET', url: `/api/admin/restaurants/${id}/tables` },
      { method: 'POST', url: `/api/admin/restaurants/${id}/tables`, body: { number: '99', capacity: 2, location: 'indoor' } },
      { method: 'PUT', url: `/api/admin/restaurants/${id}/tables/${id}-t1`, body: { active: false } },
      { method: 'GET', url: `/api/admin/restaurants/${id}/availability?date=${day(2)}` },
      { method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, body: { date: day(2) } },
    ];
    for (const call of calls) {
      expect((await client.call(call)).statusCode, `${call.method} ${call.url} without token`).toBe(401);
      expect((await client.call({ ...call, token: user })).statusCode, `${call.method} ${call.url} as user`).toBe(403);
    }
    // Nothing changed.
    const after = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json();
    expect(after.priceRange).toBe(2);
  });

  it('creates, edits and deletes a restaurant; validation answers 400', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const created = await client.call({ method: 'POST', url: '/api/admin/restaurants', token: admin, body: NEW_RESTAURANT });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.slug).toBe('test-bistro');
    expect(body.name.ar).toBe('بيسترو');
    expect(body.slotMinutes).toBe(30);
    const edited = await client.call({
      method: 'PUT',
      url: `/api/admin/restaurants/${body._id}`,
      token: admin,
      body: { priceRange: 4, promoted: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().priceRange).toBe(4);
    expect((await client.call({ method: 'GET', url: '/api/restaurants?q=bistro' })).json().results[0].promoted).toBe(true);

    const invalid = [
      { ...NEW_RESTAURANT, cuisine: 'french' },
      { ...NEW_RESTAURANT, priceRange: 5 },
      { ...NEW_RESTAURANT, hours: HOURS.slice(0, 6) },
      { ...NEW_RESTAURANT, hours: [{ open: '25:00', close: '22:00' }, ...HOURS.slice(1)] },
      { ...NEW_RESTAURANT, hours: [{ open: '12:00', close: '12:00' }, ...HOURS.slice(1)] },
      { ...NEW_RESTAURANT, name: '' },
      { ...NEW_RESTAURANT, destinationId: 'atlantis' },
      { ...NEW_RESTAURANT, seatingMinutes: 10 },
      { ...NEW_RESTAURANT, role: 'admin' },
      { ...NEW_RESTAURANT, menu: [{ name: 'Mains', items: [{ name: 'Soup', price: -1 }] }] },
    ];
    for (const payload of invalid) {
      const res = await client.call({ method: 'POST', url: '/api/admin/restaurants', token: admin, body: payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await client.call({ method: 'GET', url: '/api/admin/restaurants', token: admin })).json().total).toBe(14);

    const deleted = await client.call({ method: 'DELETE', url: `/api/admin/restaurants/${body._id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: `/api/restaurants/${body._id}` })).statusCode).toBe(404);
  });

  it('manages tables: add, edit, deactivate; numbers are unique per restaurant', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const list = await client.call({ method: 'GET', url: `/api/admin/restaurants/${id}/tables`, token: admin });
    expect(list.json().results).toHaveLength(7);
    const added = await client.call({
      method: 'POST',
      url: `/api/admin/restaurants/${id}/tables`,
      token: admin,
      body: { number: '10', capacity: 10, location: 'terrace' },
    });
    expect(added.statusCode).toBe(201);
    const dup = await client.call({
      method: 'POST',
      url: `/api/admin/restaurants/${id}/tables`,
      token: admin,
      body: { number: '10', capacity: 2, location: 'indoor' },
    });
    expect(dup.statusCode).toBe(409);
    for (const bad of [
      { number: '11', capacity: 0, location: 'indoor' },
      { number: '11', capacity: 2, location: 'roof' },
      { number: ' ', capacity: 2, location: 'indoor' },
    ]) {
      expect((await client.call({ method: 'POST', url: `/api/admin/restaurants/${id}/tables`, token: admin, body: bad })).statusCode).toBe(
        400,
      );
    }
    const off = await client.call({
      method: 'PUT',
      url: `/api/admin/restaurants/${id}/tables/${added.json()._id}`,
      token: admin,
      body: { active: false, capacity: 12 },
    });
    expect(off.json()).toMatchObject({ active: false, capacity: 12 });
    // Nothing to change: the table as it is (drizzle's empty SET was a 500).
    const same = await client.call({
      method: 'PUT',
      url: `/api/admin/restaurants/${id}/tables/${added.json()._id}`,
      token: admin,
      body: {},
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ number: '10', active: false, capacity: 12, location: 'terrace' });
  });

  it('table numbers are one whatever their case or spaces ("T1", "t1 ", "İ2"/"i2"); the number is stored trimmed', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const url = `/api/admin/restaurants/${id}/tables`;
    const add = (number: string) => client.call({ method: 'POST', url, token: admin, body: { number, capacity: 2, location: 'indoor' } });
    const added = await add(' T1 ');
    expect(added.statusCode).toBe(201);
    expect(added.json().number).toBe('T1');
    for (const same of ['T1', 't1 ', '  t1']) {
      const dup = await add(same);
      expect({ same, status: dup.statusCode, message: dup.json().message }).toEqual({
        same,
        status: 409,
        message: ADMIN_REFUSALS.duplicateTable,
      });
    }
    expect((await add('İ2')).statusCode).toBe(201);
    expect((await add('i2')).statusCode).toBe(409);
    expect((await add('ı2')).statusCode).toBe(409);
    // Renaming a table to another's number is refused the same way; changing its own number's case is not.
    const other = await add('T3');
    const rename = (tableId: string, number: string) =>
      client.call({ method: 'PUT', url: `${url}/${tableId}`, token: admin, body: { number } });
    expect((await rename(other.json()._id, 't1')).statusCode).toBe(409);
    const recased = await rename(other.json()._id, ' t3 ');
    expect(recased.statusCode).toBe(200);
    expect(recased.json().number).toBe('t3');
    const numbers = (await client.call({ method: 'GET', url, token: admin })).json().results.map((t: { number: string }) => t.number);
    expect(numbers).toHaveLength(7 + 3); // the 7 seeded tables and the 3 added
    expect(numbers).toEqual(expect.arrayContaining(['T1', 'İ2', 't3']));

    // Numbers that differ only in case from before this rule stay as they are, and stay editable.
    app.db.$client
      .prepare("INSERT INTO restaurant_tables (id, restaurant_id, number, capacity, location) VALUES ('old-t1', ?, 't1', 2, 'indoor')")
      .run(id);
    const kept = await client.call({
      method: 'PUT',
      url: `${url}/old-t1`,
      token: admin,
      body: { number: 't1', capacity: 4, location: 'window', active: true },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ number: 't1', capacity: 4 });
  });

  it('availability: close a slot or a whole day, choose the tables offered; the public slots follow', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const date = day(4);
    const answer = async (party: number) =>
      (await client.call({ method: 'GET', url: `/api/restaurants/${id}/slots?date=${date}&partySize=${party}` })).json() as {
        slots: { time: string; available: boolean; reason?: string }[];
        dayClosed?: boolean;
      };
    const slots = async (party: number) => (await answer(party)).slots;
    const put = (body: unknown) => client.call({ method: 'PUT', url: `/api/admin/restaurants/${id}/availability`, token: admin, body });

    expect((await put({ date, time: '19:00', closed: true })).statusCode).toBe(200);
    // Said to be closed, not full; a free time has no reason.
    expect((await slots(2)).find((s) => s.time === '19:00')).toEqual({ time: '19:00', available: false, reason: 'closed' });
    expect((await slots(2)).find((s) => s.time === '19:30')).toEqual({ time: '19:30', available: true });
    // Offering no table closes a time as surely.
    expect((await put({ date, time: '21:00', tableIds: [] })).statusCode).toBe(200);
    expect((await slots(2)).find((s) => s.time === '21:00')).toMatchObject({ available: false, reason: 'closed' });
    expect((await answer(2)).dayClosed).toBe(false);
    // Only the two 2-seat tables at 20:00: a party of 4 finds none, a party of 2 does.
    const offered = await put({ date, time: '20:00', tableIds: [`${id}-t1`, `${id}-t2`] });
    expect(offered.json().slots.find((s: { time: string }) => s.time === '20:00')).toMatchObject({
      custom: true,
      tablesOffered: [`${id}-t1`, `${id}-t2`],
    });
    // No offered table seats four: full for that party, though staff did not close the time.
    expect((await slots(4)).find((s) => s.time === '20:00')).toEqual({ time: '20:00', available: false, reason: 'full' });
    expect((await slots(2)).find((s) => s.time === '20:00')?.available).toBe(true);
    // The whole day.
    const dayClosed = await put({ date, closed: true });
    expect(dayClosed.json().dayClosed).toBe(true);
    expect(await answer(2)).toMatchObject({ slots: [], dayClosed: true });
    await put({ date, reset: true });
    expect((await slots(2)).length).toBe(22);

    for (const bad of [
      { date, time: '03:00', closed: true },
      { date, time: '19:00', tableIds: ['someone-elses-table'] },
      { date: day(-2), closed: true },
      { date: '2026-13-01', closed: true },
      { date, tableIds: [`${id}-t1`] },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Staff plan a year ahead; the day after says so in a refusal the back office translates.
    expect((await put({ date: day(365), closed: true })).statusCode).toBe(200);
    const tooFar = await put({ date: day(366), closed: true });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe(ADMIN_REFUSALS.availabilityTooFar);
  });
});

describe('non-finite numbers', () => {
  it('a raw JSON body with 1e400 is a 400, not a 500', async () => {
    const { client, app } = await catalogueApp();
    const { admin } = await testTokens(client);
    const id = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/restaurants/${id}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"seatingMinutes": 1e400}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('seatingMinutes');
  });
});
