import { describe, it } from 'vitest';
import { catalogueApp, testTokens } from '../../helpers/hotels';
import { expectGoneIsNotFound, expectLostUpdateRefused } from '../edit-conflict';

describe('PUT /api/admin/transfers/vehicles/:id with expectedUpdatedAt (two staff members editing the same vehicle)', () => {
  it('refuses the second save from the same loaded version (409 EDIT_CONFLICT) and keeps the first; an unknown one is 404', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const read = async () => {
      const list = (await client.call({ method: 'GET', url: '/api/admin/transfers/vehicles', token: admin })).json();
      return (list.results as Record<string, unknown>[]).find((vehicle) => vehicle._id === 'economy')!;
    };
    await expectLostUpdateRefused({
      client,
      admin,
      read,
      url: '/api/admin/transfers/vehicles/economy',
      first: { price: 45 },
      second: { price: 39 },
      field: (vehicle) => vehicle.price,
    });
    // Vehicles are never deleted: one that is not there.
    await expectGoneIsNotFound(client, admin, '/api/admin/transfers/vehicles/gone', { price: 30 });
  });
});
