import { describe, expect, it } from 'vitest';
import { catalogueApp, testTokens } from '../../helpers/hotels';
import { expectGoneIsNotFound, expectLostUpdateRefused } from '../edit-conflict';

describe('PUT /api/admin/restaurants/:id with expectedUpdatedAt (two staff members editing the same restaurant)', () => {
  it('refuses the second save from the same loaded version (409 EDIT_CONFLICT) and keeps the first; a deleted one is 404', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const seeded = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json();
    const read = async () => (await client.call({ method: 'GET', url: `/api/admin/restaurants/${seeded._id}`, token: admin })).json();
    const { hours } = await read();
    await expectLostUpdateRefused({
      client,
      admin,
      read,
      url: `/api/admin/restaurants/${seeded._id}`,
      first: { priceRange: 4 },
      second: { priceRange: 1 },
      field: (restaurant) => restaurant.priceRange,
    });

    const created = await client.call({
      method: 'POST',
      url: '/api/admin/restaurants',
      token: admin,
      body: {
        name: 'Test Bistro',
        description: 'A place to test.',
        cuisine: 'italian',
        priceRange: 2,
        address: { city: 'Trabzon', country: 'Türkiye' },
        hours,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect((await client.call({ method: 'DELETE', url: `/api/admin/restaurants/${id}`, token: admin })).statusCode).toBe(200);
    await expectGoneIsNotFound(client, admin, `/api/admin/restaurants/${id}`, { priceRange: 3 });
  });
});
