import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, OffersResponse } from '@trabzon/contracts';
import { catalogueApp, day, seededHotel, sharedCatalogueApp, sql } from '../../helpers/hotels';

let shared: Awaited<ReturnType<typeof sharedCatalogueApp>>;
beforeAll(async () => {
  shared = await sharedCatalogueApp();
});
afterAll(async () => shared.close());

const get = async (url: string) => shared.client.call({ method: 'GET', url });

describe('GET /api/offers/special', () => {
  it('answers the best promotion of each hotel in the next 60 days, biggest discount first', async () => {
    const res = await get('/api/offers/special');
    expect(res.statusCode).toBe(200);
    const body = res.json() as OffersResponse;
    expect(body.total).toBe(7);
    expect(body.results).toHaveLength(6);
    expect(body.results.map((o) => o.discountPercent)).toEqual([25, 20, 20, 15, 15, 12]);
    const serender = body.results[0]!;
    expect(serender).toMatchObject({
      promotionCode: 'SERENDER25',
      discountPercent: 25,
      hotel: { slug: 'serender-nature-resort', name: 'Serender Nature Resort', starRating: 5 },
      roomType: { name: 'Mountain Chalet', capacity: 6, pricePerNight: 390 },
      validFrom: day(10),
      validTo: day(40),
      nights: 31,
    });
    expect(serender.price).toBe(Math.round(serender.originalPrice * 75) / 100);
    expect(new Set(body.results.map((o) => o.hotel._id)).size).toBe(6);
    const all = (await get('/api/offers/special?limit=50&lang=ar')).json() as OffersResponse;
    expect(all.results).toHaveLength(7);
    expect(all.results[0]!.hotel.name).toBe('منتجع سرندر للطبيعة');
  });

  it('leaves out blocked or sold-out nights and promotions beyond 60 days', async () => {
    const { app, client } = await catalogueApp();
    const { rooms } = seededHotel(app, 'rize-tea-garden-hotel');
    sql(app, 'UPDATE hotel_inventory SET available_rooms = 0 WHERE room_type_id = ? AND date < ?', rooms[1]!.id, day(30));
    sql(
      app,
      "UPDATE hotel_inventory SET promotion_discount = 40, promotion_code = 'LATE' WHERE room_type_id = ? AND date >= ?",
      rooms[0]!.id,
      day(61),
    );
    const offers = (await client.call({ method: 'GET', url: '/api/offers/special?limit=50' })).json() as OffersResponse;
    const rize = offers.results.find((o) => o.hotel.slug === 'rize-tea-garden-hotel')!;
    expect(rize.validFrom).toBe(day(30));
    expect(offers.results.some((o) => o.promotionCode === 'LATE')).toBe(false);
  });
});

describe('the advertised price', () => {
  it('names the night it is for, and a stay of that night costs it', async () => {
    const { app, client } = await catalogueApp();
    const special = async () =>
      ((await client.call({ method: 'GET', url: '/api/offers/special' })).json() as OffersResponse).results.find(
        (o) => o.promotionCode === 'SERENDER25',
      )!;
    const before = await special();
    expect(before.bestDate).toBe(before.validFrom); // every night costs the same: the first
    // One night in the middle of the promotion becomes the cheapest, whatever weekday it falls on: a
    // base of $10 (taking $50 off a Friday's or Saturday's weekend-raised price left it dearer than a weekday).
    sql(app, 'UPDATE hotel_inventory SET base_price_cents = 1000 WHERE room_type_id = ? AND date = ?', before.roomType._id, day(20));
    const offer = await special();
    expect(offer.bestDate).toBe(day(20));
    const stay = await client.call({
      method: 'GET',
      url: `/api/inventory/hotels/${offer.hotel._id}/${offer.roomType._id}/availability?checkIn=${offer.bestDate}&checkOut=${day(21)}`,
    });
    expect(stay.json()).toMatchObject({ bookable: true, total: offer.price });
    expect(offer.price).toBeLessThan(before.price);
  });
});

describe('GET /api/offers/:id', () => {
  it('answers one offer by its id; 404 when gone, 400 for a malformed id', async () => {
    const [first] = ((await get('/api/offers/special')).json() as OffersResponse).results as [Offer];
    const res = await get(`/api/offers/${first._id}?lang=tr`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: first._id,
      promotionCode: first.promotionCode,
      price: first.price,
      hotel: { name: 'Serender Doğa Resort' },
    });
    const gone = Buffer.from(JSON.stringify(['no-room', 'X', 10])).toString('base64url');
    expect((await get(`/api/offers/${gone}`)).statusCode).toBe(404);
    expect((await get('/api/offers/not-an-offer')).statusCode).toBe(400);
  });
});

describe('GET /api/offers/filter', () => {
  it('filters by destination, minimum discount, maximum price and stars', async () => {
    const filter = async (query: string) => ((await get(`/api/offers/filter?${query}`)).json() as OffersResponse).results;
    expect((await filter('')).length).toBe(7);
    expect((await filter('destination=uzungol')).map((o) => o.promotionCode).sort()).toEqual(['LAKE10', 'SERENDER25']);
    expect((await filter('minDiscount=20')).map((o) => o.discountPercent)).toEqual([25, 20, 20]);
    const cheap = await filter('maxPrice=100');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((o) => o.price <= 100)).toBe(true);
    expect((await filter('stars=5')).map((o) => o.hotel.slug).sort()).toEqual(['karadeniz-palace-hotel', 'serender-nature-resort']);
    expect(await filter('destination=hamsikoy')).toEqual([]);
    expect((await get('/api/offers/filter?minDiscount=120')).statusCode).toBe(400);
  });
});
