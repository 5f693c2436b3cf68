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
});
