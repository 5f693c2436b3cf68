import { describe, expect, it } from 'vitest';
import { catalogueApp, sql, testTokens } from '../../helpers/hotels';

describe('GET /api/admin/hotels', () => {
  it('is for admins only', async () => {
    const { client } = await catalogueApp();
    const { user } = await testTokens(client);
    expect((await client.call({ method: 'GET', url: '/api/admin/hotels' })).statusCode).toBe(401);
    expect((await client.call({ method: 'GET', url: '/api/admin/hotels', token: user })).statusCode).toBe(403);
  });

  it('lists every hotel, inactive ones and ones without room types too, in the asked language', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const created = await client.call({
      method: 'POST',
      url: '/api/hotels',
      token: admin,
      body: {
        name: { en: 'Empty Inn', tr: 'Boş Han' },
        description: 'A hotel with no rooms yet.',
        address: { city: 'Rize', country: 'Türkiye' },
        starRating: 3,
      },
    });
    expect(created.statusCode).toBe(201);
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'hamsikoy-stone-inn'");
    const res = await client.call({ method: 'GET', url: '/api/admin/hotels?lang=tr', token: admin });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json() as { results: Record<string, unknown>[]; total: number };
    // The seed's 13 hotels and the one created above.
    expect(total).toBe(14);
    expect(results).toHaveLength(14);
    expect(new Set(results.map((h) => h._id)).size).toBe(14);
    // The latest changed first: the new hotel.
    expect(results[0]).toMatchObject({
      name: 'Boş Han',
      city: 'Rize',
      country: 'Türkiye',
      starRating: 3,
      roomTypes: 0,
      rooms: [],
      active: true,
      featured: false,
    });
    expect(results.find((h) => h.slug === 'hamsikoy-stone-inn')).toMatchObject({
      name: 'Hamsiköy Taş Konak',
      city: 'Hamsiköy',
      starRating: 2,
      roomTypes: 3,
      featured: false,
      active: false,
    });
    // Its room types, named in the asked language, in the hotel page's order: what the inventory's selects offer.
    const inactive = results.find((h) => h.slug === 'hamsikoy-stone-inn') as { rooms: { _id: string; name: string }[] };
    expect(inactive.rooms.map((room) => room.name)).toEqual(['Standart Çift Kişilik Oda', 'Üç Kişilik Oda', 'Aile Odası']);
    expect(inactive.rooms.every((room) => typeof room._id === 'string' && room._id.length > 0)).toBe(true);
    // The public list leaves out the inactive hotel and the one without rooms: 12.
    const publicList = await client.call({ method: 'GET', url: '/api/hotels?limit=50' });
    expect(publicList.json().total).toBe(12);
  });
});
