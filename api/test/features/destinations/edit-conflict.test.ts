import { describe, expect, it } from 'vitest';
import { catalogueApp, testTokens } from '../../helpers/hotels';
import { expectGoneIsNotFound, expectLostUpdateRefused } from '../edit-conflict';

describe('PUT /api/destinations/:id with expectedUpdatedAt (two staff members editing the same destination)', () => {
  it('refuses the second save from the same loaded version (409 EDIT_CONFLICT) and keeps the first; a deleted one is 404', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const created = await client.call({ method: 'POST', url: '/api/destinations', token: admin, body: { name: { en: 'Sera Lake' } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    await expectLostUpdateRefused({
      client,
      admin,
      read: async () => (await client.call({ method: 'GET', url: `/api/destinations/${id}?admin=true`, token: admin })).json(),
      url: `/api/destinations/${id}`,
      first: { featured: true },
      second: { featured: false },
      field: (destination) => destination.featured,
    });
    expect((await client.call({ method: 'DELETE', url: `/api/destinations/${id}`, token: admin })).statusCode).toBe(200);
    await expectGoneIsNotFound(client, admin, `/api/destinations/${id}`, { popular: true });
  });
});
