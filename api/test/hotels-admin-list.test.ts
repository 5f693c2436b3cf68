import { describe, expect, it } from 'vitest';
import { catalogueApp, sql, testTokens } from './helpers/hotels';

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
      body: { name: { en: 'Empty Inn', tr: 'Boş Han' }, description: 'A hotel with no rooms yet.', address: { city: 'Rize', country: 'Türkiye' }, starRating: 3 },
    });
    expect(created.statusCode).toBe(201);
    sql(app, "UPDATE hotels SET active = 0 WHERE slug = 'hamsikoy-stone-inn'");
    const res = await client.call({ method: 'GET', url: '/api/admin/hotels?lang=tr', token: admin });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json() as { results: { name: string; slug: string; roomTypes: number; active: boolean }[]; total: number };
    const count = (app.db.$client.prepare('SELECT count(*) AS n FROM hotels').get() as { n: number }).n;
    expect(total).toBe(count);
    expect(results.find((h) => h.name === 'Boş Han')).toMatchObject({ roomTypes: 0, active: true });
    expect(results.find((h) => h.slug === 'hamsikoy-stone-inn')).toMatchObject({ active: false });
    const publicList = await client.call({ method: 'GET', url: '/api/hotels?limit=50' });
    expect(publicList.json().total).toBe(count - 2);
  });
});
