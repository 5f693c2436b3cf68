import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build';
import { BookingsClient } from '../../helpers/bookings';

describe('a map point in the sea is outside the service area', () => {
  it('refuses a taxi estimate to a point 68 km offshore, and prices one on the shore', async () => {
    const { app } = await buildTestApp();
    await app.ready();
    const client = new BookingsClient(app);
    const estimate = (lat: number, lng: number) =>
      client.call({
        method: 'POST',
        url: '/api/transfers/taxi/estimate',
        body: { pickup: { code: 'TZX' }, dropoff: { code: 'CUSTOM', lat, lng }, passengers: 1 },
      });
    const sea = await estimate(41.6, 39.7);
    expect([sea.statusCode, sea.json().message]).toEqual([
      400,
      'This point is outside our service area (the eastern Black Sea region around Trabzon and Rize)',
    ]);
    // 11 km off Trabzon: the point the map's own test clicks, refused by both (one ring, @trabzon/contracts/service-area).
    expect((await estimate(41.1, 39.75)).statusCode).toBe(400);
    expect((await estimate(41.0015, 39.7178)).statusCode).toBe(200);
    await app.close();
  });
});
