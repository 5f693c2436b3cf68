import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../src/index';
import { caller, day, qs } from '../helpers';

let app: FastifyInstance;
let api: Awaited<ReturnType<typeof caller>>;

beforeAll(async () => {
  app = buildSandbox();
  api = await caller(app);
});
afterAll(() => app.close());

interface ListEntry {
  hotelId: string;
  name: string;
  chainCode: string;
  iataCode: string;
  distance: { value: number; unit: string };
  rating?: number;
}

const byCity = async (cityCode: string, extra: Record<string, string | number> = {}) =>
  api.get(`/v1/reference-data/locations/hotels/by-city?${qs({ cityCode, radius: 100, radiusUnit: 'KM', hotelSource: 'ALL', ...extra })}`);

const offers = (params: Record<string, string | number | boolean | undefined>) => api.get(`/v3/shopping/hotel-offers?${qs(params)}`);

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { status: number; code: number; source?: { parameter?: string } }[] }).errors[0]!;

describe('hotel list by city', () => {
  it('answers the provider shape, nearest first', async () => {
    const res = await byCity('TZX');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: ListEntry[]; meta: { count: number } };
    expect(body.meta.count).toBe(body.data.length);
    for (const hotel of body.data) {
      expect(hotel).toMatchObject({
        chainCode: expect.stringMatching(/^[A-Z0-9]{2}$/),
        iataCode: expect.stringMatching(/^[A-Z]{3}$/),
        dupeId: expect.any(Number),
        name: expect.stringMatching(/^[A-Z0-9 .,'&-]+$/),
        hotelId: expect.stringMatching(/^[A-Z0-9]{8}$/),
        geoCode: { latitude: expect.any(Number), longitude: expect.any(Number) },
        address: { countryCode: 'TR', cityName: expect.any(String) },
        distance: { value: expect.any(Number), unit: 'KM' },
        lastUpdate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      });
      expect(hotel.hotelId.slice(0, 2)).toBe(hotel.chainCode);
      expect(hotel.distance.value).toBeLessThanOrEqual(100);
      if (hotel.rating !== undefined) expect([1, 2, 3, 4, 5]).toContain(hotel.rating);
    }
    const distances = body.data.map((h) => h.distance.value);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The official schema has no rating: a few unrated hotels keep clients honest.
    expect(body.data.some((h) => h.rating === undefined)).toBe(true);
  });

  it('has more than 50 hotels within 100 km, and hotels listed under both TZX and RZE', async () => {
    const tzx = (await byCity('TZX')).json().data as ListEntry[];
    const rze = (await byCity('RZE')).json().data as ListEntry[];
    expect(tzx.length).toBeGreaterThan(50);
    expect(rze.length).toBeGreaterThan(50);
    const rzeIds = new Set(rze.map((h) => h.hotelId));
    const both = tzx.filter((h) => rzeIds.has(h.hotelId));
    expect(both.length).toBeGreaterThan(0);
    // ...but not every hotel: some lie beyond 100 km of one of the cities.
    expect(both.length).toBeLessThan(tzx.length);
    expect(rze.some((h) => !tzx.some((t) => t.hotelId === h.hotelId))).toBe(true);
    // The de-duplicated union of the first 50 of each (the screen's rule) still has plenty.
    const firstFifty = [...tzx, ...rze].slice(0, 50);
    expect(new Set(firstFifty.map((h) => h.hotelId)).size).toBeGreaterThanOrEqual(20);
  });

  it('filters by radius (km or miles), ratings and source', async () => {
    const near = (await byCity('TZX', { radius: 5 })).json().data as ListEntry[];
    const all = (await byCity('TZX')).json().data as ListEntry[];
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(all.length);
    const miles = (await byCity('TZX', { radius: 62, radiusUnit: 'MILE' })).json().data as ListEntry[];
    expect(miles[0]!.distance.unit).toBe('MILE');
    expect(Math.abs(miles.length - all.length)).toBeLessThanOrEqual(3);
    const fives = (await byCity('TZX', { ratings: '5' })).json().data as ListEntry[];
    expect(fives.length).toBeGreaterThan(0);
    expect(fives.every((h) => h.rating === 5)).toBe(true);
    const chains = (await byCity('TZX', { hotelSource: 'DIRECTCHAIN' })).json().data as ListEntry[];
    expect(chains.map((h) => h.name)).toContain('NOVOTEL TRABZON');
  });

  it('answers bad input with the documented codes', async () => {
    const missing = await api.get('/v1/reference-data/locations/hotels/by-city');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ status: 400, code: 32171 });
    expect(errorOf(await byCity('TZ1'))).toMatchObject({ code: 477, source: { parameter: 'cityCode' } });
    expect(errorOf(await byCity('TZX', { radius: 500 }))).toMatchObject({ code: 477, source: { parameter: 'radius' } });
    expect(errorOf(await byCity('QQQ'))).toMatchObject({ code: 1157 });
    expect(errorOf(await byCity('IST'))).toMatchObject({ code: 895 });
  });

  it('answers hotels by id, with warnings for unknown ids', async () => {
    const res = await api.get('/v1/reference-data/locations/hotels/by-hotels?hotelIds=RTTZX001,RARZE001,ZZZZZ999');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((h: ListEntry) => h.hotelId)).toEqual(['RTTZX001', 'RARZE001']);
    expect(body.warnings[0]).toMatchObject({ code: 913, source: { pointer: 'ZZZZZ999' } });
    expect(errorOf(await api.get('/v1/reference-data/locations/hotels/by-hotels?hotelIds=bad'))).toMatchObject({ code: 477 });
  });
});

interface Offer {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  room: { typeEstimated: { category: string }; description: { text: string } };
  guests: { adults: number };
  price: {
    currency: string;
    base: string;
    total: string;
    taxes: { amount: string }[];
    variations: { average: { base: string }; changes: { startDate: string; endDate: string; base: string }[] };
  };
  policies: { paymentType: string; cancellation?: unknown; cancellations?: unknown[] };
}

describe('hotel offers', () => {
  const stay = { checkInDate: day(40), checkOutDate: day(44), adults: 2, roomQuantity: 1, currency: 'USD' };

  it('answers the provider shape; the price is the sum of the per-night prices', async () => {
    const res = await offers({ hotelIds: 'RTTZX001', ...stay, bestRateOnly: false });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data[0];
    expect(entry).toMatchObject({
      type: 'hotel-offers',
      hotel: { type: 'hotel', hotelId: 'RTTZX001', chainCode: 'RT', dupeId: expect.any(String), name: 'Novotel Trabzon', cityCode: 'TZX' },
      available: true,
    });
    expect(entry.offers.length).toBeGreaterThan(1);
    for (const offer of entry.offers as Offer[]) {
      expect(offer.id).toMatch(/^[A-Z0-9]+$/);
      expect(offer).toMatchObject({
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        guests: { adults: 2 },
        price: { currency: 'USD' },
      });
      expect(offer.room.typeEstimated.category).toMatch(/_ROOM$|SUITE$/);
      expect(offer.room.description.text).toBeTruthy();
      const nights = offer.price.variations.changes;
      expect(nights).toHaveLength(4);
      expect(nights[0]!.startDate).toBe(stay.checkInDate);
      expect(nights[3]!.endDate).toBe(stay.checkOutDate);
      const cents = (s: string) => Math.round(Number(s) * 100);
      const sum = nights.reduce((total, night) => total + cents(night.base), 0);
      expect(cents(offer.price.base)).toBe(sum);
      expect(cents(offer.price.total)).toBe(sum + cents(offer.price.taxes[0]!.amount));
      expect(offer.policies.paymentType).toBeTruthy();
      expect(offer.policies.cancellation).toBeUndefined();
      expect(offer.policies.cancellations?.length).toBeGreaterThan(0);
    }
    // Cheapest first.
    const totals = (entry.offers as Offer[]).map((o) => Number(o.price.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('prices vary per night', async () => {
    const ids = ((await byCity('TZX')).json().data as ListEntry[])
      .slice(0, 20)
      .map((h) => h.hotelId)
      .join(',');
    const data = (await offers({ hotelIds: ids, ...stay })).json().data as { offers: Offer[] }[];
    const varying = data.filter(({ offers: [offer] }) => new Set(offer!.price.variations.changes.map((c) => c.base)).size > 1);
    expect(varying.length).toBeGreaterThan(0);
  });

  it('gives the best rate only by default, every room when bestRateOnly=false', async () => {
    const best = (await offers({ hotelIds: 'RTTZX001', ...stay })).json().data[0].offers as Offer[];
    const all = (await offers({ hotelIds: 'RTTZX001', ...stay, bestRateOnly: false })).json().data[0].offers as Offer[];
    expect(best).toHaveLength(1);
    expect(best[0]).toEqual(all[0]);
  });

  it('some hotels have no offers; every policy uses the documented cancellations[]', async () => {
    const hotels = ((await byCity('TZX')).json().data as ListEntry[]).map((h) => h.hotelId);
    const data = (await offers({ hotelIds: hotels.join(','), ...stay })).json().data as { hotel: { hotelId: string }; offers: Offer[] }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThan(hotels.length);
    const closed = (await offers({ hotelIds: hotels.join(','), ...stay, includeClosed: true })).json().data as { available: boolean }[];
    expect(closed).toHaveLength(hotels.length);
    expect(closed.some((h) => !h.available)).toBe(true);
    const policies = data.map((h) => h.offers[0]!.policies);
    expect(policies.every((p) => p.cancellation === undefined && Array.isArray(p.cancellations) && p.cancellations.length > 0)).toBe(true);
  });

  it('re-checks one offer by id: the same offer; an unknown id is a 404', async () => {
    const first = (await offers({ hotelIds: 'RARZE001', ...stay })).json().data[0].offers[0] as Offer;
    const again = await api.get(`/v3/shopping/hotel-offers/${first.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ type: 'hotel-offers', hotel: { hotelId: 'RARZE001' }, offers: [first] });
    const tampered = first.id.slice(0, -1) + (first.id.endsWith('A') ? 'B' : 'A');
    const missing = await api.get(`/v3/shopping/hotel-offers/${tampered}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ status: 404, code: 38196 });
  });

  it('is deterministic: the same query gives the same answer, in another sandbox too', async () => {
    const query = { hotelIds: 'RTTZX001,RARZE001,RDTZX002', ...stay, bestRateOnly: false };
    const a = (await offers(query)).json();
    const b = (await offers(query)).json();
    expect(b).toEqual(a);
    const other = buildSandbox();
    const otherApi = await caller(other);
    const c = (await otherApi.get(`/v3/shopping/hotel-offers?${qs(query)}`)).json();
    await other.close();
    expect(c).toEqual(a);
  });

  it('answers bad stays with the documented codes', async () => {
    const base = { hotelIds: 'RTTZX001', ...stay };
    expect(errorOf(await offers({ ...base, checkInDate: day(-2) }))).toMatchObject({ code: 381 });
    expect(errorOf(await offers({ ...base, checkInDate: '2030-02-30' }))).toMatchObject({ code: 381 });
    expect(errorOf(await offers({ ...base, checkOutDate: 'soon' }))).toMatchObject({ code: 382 });
    expect(errorOf(await offers({ ...base, checkOutDate: stay.checkInDate }))).toMatchObject({ code: 145 });
    expect(errorOf(await offers({ ...base, adults: 0 }))).toMatchObject({ code: 397 });
    expect(errorOf(await offers({ ...base, currency: 'XYZ' }))).toMatchObject({ code: 61 });
    expect(errorOf(await offers({ ...base, hotelIds: 'ZZZZZ999' }))).toMatchObject({ code: 392 });
    expect(errorOf(await offers({ ...base, hotelIds: undefined }))).toMatchObject({ code: 32171 });
  });
});

describe('hotel sentiments and media', () => {
  it('answers sentiments for at most 3 hotels, scores 0-100, warnings for unknown ones', async () => {
    const res = await api.get('/v2/e-reputation/hotel-sentiments?hotelIds=RTTZX001,XXXYYY01');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0]).toMatchObject({
      type: 'hotelSentiment',
      hotelId: 'RTTZX001',
      overallRating: expect.any(Number),
      numberOfReviews: expect.any(Number),
      numberOfRatings: expect.any(Number),
    });
    for (const score of Object.values(body.data[0].sentiments as Record<string, number>)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(body.meta.count).toBe(1);
    expect(body.warnings[0]).toMatchObject({
      code: 913,
      title: 'PROPERTIES NOT FOUND',
      source: { parameter: 'hotelIds', pointer: 'XXXYYY01' },
    });
    expect(errorOf(await api.get('/v2/e-reputation/hotel-sentiments?hotelIds=RTTZX001,RDTZX002,RATZX005,RARZE001'))).toMatchObject({
      code: 477,
    });
  });

  it('answers media URIs of pictures the sandbox serves itself', async () => {
    const res = await api.get('/v1/hotel/descriptive/media?hotelIds=RTTZX001');
    expect(res.statusCode).toBe(200);
    const media = res.json().data[0].media as { uri: string; category: string }[];
    expect(media.length).toBeGreaterThanOrEqual(3);
    for (const item of media) {
      expect(item.uri).toMatch(/^\/media\/hotels\/RTTZX001\/\d+\.svg$/);
      const image = await app.inject({ url: item.uri });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});
