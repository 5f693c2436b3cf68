import { describe, expect, it } from 'vitest';
import { catalogueApp, testTokens } from '../../helpers/hotels';
import { expectGoneIsNotFound, expectLostUpdateRefused } from '../edit-conflict';

describe('PUT /api/packages/:id with expectedUpdatedAt (two staff members editing the same package)', () => {
  it('refuses the second save from the same loaded version (409 EDIT_CONFLICT) and keeps the first; a deleted one is 404', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const created = await client.call({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      body: { name: 'Sumela Day', description: 'A short programme around Trabzon.', duration: 2, price: 100 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    await expectLostUpdateRefused({
      client,
      admin,
      read: async () => (await client.call({ method: 'GET', url: `/api/packages/${id}?admin=true`, token: admin })).json(),
      url: `/api/packages/${id}`,
      first: { price: 120 },
      second: { price: 90 },
      field: (pkg) => pkg.price,
    });

    const itinerary = await client.call({
      method: 'PUT',
      url: `/api/packages/${id}/itinerary`,
      token: admin,
      body: { itinerary: [{ day: 1, title: 'Sumela', description: 'The monastery' }] },
    });
    expect(itinerary.statusCode, itinerary.body).toBe(200);
    const before = await client.call({ method: 'GET', url: `/api/packages/${id}?admin=true`, token: admin });
    expect(itinerary.json().updatedAt).toBe(before.json().updatedAt);

    expect((await client.call({ method: 'DELETE', url: `/api/packages/${id}`, token: admin })).statusCode).toBe(200);
    await expectGoneIsNotFound(client, admin, `/api/packages/${id}`, { price: 80 });
  });
});
