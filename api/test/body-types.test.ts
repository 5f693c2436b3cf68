import { describe, expect, it } from 'vitest';
import { catalogueApp, seededHotel, testTokens } from './helpers/hotels';

describe('no type coercion in bodies (querystrings still coerce)', () => {
  it('refuses true as a tax rate and a number as review text with 400; "2" in a query is still a number', async () => {
    const { app, client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const tax = await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin, body: { taxRate: true } });
    expect(tax.statusCode).toBe(400);
    expect((await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin, body: { taxRate: '12' } })).statusCode).toBe(
      400,
    );
    expect((await client.call({ method: 'PUT', url: '/api/settings/payment', token: admin, body: { taxRate: 12 } })).statusCode).toBe(200);
    const { id } = seededHotel(app, 'hamsikoy-stone-inn');
    const review = await client.call({ method: 'POST', url: `/api/hotels/${id}/reviews`, token: user, body: { rating: 5, text: 12345 } });
    expect(review.statusCode).toBe(400);
    const list = await client.call({ method: 'GET', url: '/api/hotels?limit=2&page=1' });
    expect(list.statusCode).toBe(200);
  });

  it('a number in the address is written as in JSON: spaces or hex are a 400, not 0 or 16', async () => {
    const { client } = await catalogueApp();
    for (const [query, message] of [
      ['maxPrice=%20%20', 'maxPrice must be number'],
      ['page=0x10', 'page must be integer'],
      ['limit=%2B3', 'limit must be integer'],
      ['minPrice=', 'minPrice must be number'],
    ] as const) {
      const res = await client.call({ method: 'GET', url: `/api/hotels?${query}` });
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
    for (const query of ['maxPrice=250', 'maxPrice=99.5', 'page=2&limit=3', 'limit=1e1']) {
      expect([query, (await client.call({ method: 'GET', url: `/api/hotels?${query}` })).statusCode]).toEqual([query, 200]);
    }
  });
});
