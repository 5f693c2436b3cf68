import { describe, expect, it } from 'vitest';
import { catalogueApp, seededHotel, testTokens } from '../../helpers/hotels';
import { expectGoneIsNotFound, expectLostUpdateRefused } from '../edit-conflict';

describe('PUT /api/hotels/:id with expectedUpdatedAt (two staff members editing the same hotel)', () => {
  it('refuses the second save from the same loaded version (409 EDIT_CONFLICT) and keeps the first', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'meydan-boutique-hotel');
    await expectLostUpdateRefused({
      client,
      admin,
      read: async () => (await client.call({ method: 'GET', url: `/api/hotels/${id}?admin=true`, token: admin })).json(),
      url: `/api/hotels/${id}`,
      first: { checkInTime: '15:30' },
      second: { checkInTime: '13:00' },
      field: (hotel) => hotel.checkInTime,
    });
  });

  it('a room type change is a new version of its hotel', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id, rooms } = seededHotel(app, 'meydan-boutique-hotel');
    const read = async () => (await client.call({ method: 'GET', url: `/api/hotels/${id}?admin=true`, token: admin })).json();
    const before = (await read()).updatedAt as string;
    const room = await client.call({ method: 'PUT', url: `/api/hotels/${id}/rooms/${rooms[0]!.id}`, token: admin, body: { sortOrder: 9 } });
    expect(room.statusCode, room.body).toBe(200);
    expect((await read()).updatedAt > before).toBe(true);
  });

  it('a stale version of a deleted hotel is still 404', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'meydan-boutique-hotel');
    expect((await client.call({ method: 'DELETE', url: `/api/hotels/${id}`, token: admin })).statusCode).toBe(200);
    await expectGoneIsNotFound(client, admin, `/api/hotels/${id}`, { starRating: 2 });
  });
});
