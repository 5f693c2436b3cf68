import { describe, expect, it } from 'vitest';
import { catalogueApp, testTokens } from './helpers/hotels';

/**
 * A yes/no flag of an address is read from 1/0 as from true/false, on every route that has one (the
 * validator's shared reading of boolean query parameters, not each route's own).
 */
describe('boolean query flags: ?admin=1 and ?admin=0 as ?admin=true and ?admin=false', () => {
  it('GET /api/hotels/:id, /api/packages/:id, /api/destinations/:id and /api/settings/homepage', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const packageId = (await client.call({ method: 'GET', url: '/api/packages/slug/uzungol-lake-escape' })).json()._id as string;
    // The admin's view says `admin: true`, or (a destination) names itself in every language.
    const adminView = (body: { admin?: boolean; name?: unknown }) => body.admin === true || typeof body.name === 'object';
    for (const path of [
      '/api/hotels/karadeniz-palace-hotel',
      `/api/packages/${packageId}`,
      '/api/destinations/trabzon',
      '/api/settings/homepage',
    ]) {
      const read = async (flag: string, token?: string) =>
        client.call({ method: 'GET', url: `${path}?admin=${flag}`, ...(token ? { token } : {}) });
      for (const yes of ['true', '1']) {
        const res = await read(yes, admin);
        expect([path, yes, res.statusCode, adminView(res.json())]).toEqual([path, yes, 200, true]);
        // The admin's view is asked for: no token is a 401, as with ?admin=true.
        expect([path, yes, (await read(yes)).statusCode]).toEqual([path, yes, 401]);
      }
      for (const no of ['false', '0']) {
        const res = await read(no);
        expect([path, no, res.statusCode, adminView(res.json())]).toEqual([path, no, 200, false]);
      }
    }
  });

  it('refuses other words, naming the field', async () => {
    const { client } = await catalogueApp();
    for (const flag of ['yes', '2', '']) {
      const res = await client.call({ method: 'GET', url: `/api/hotels/karadeniz-palace-hotel?admin=${flag}` });
      expect([flag, res.statusCode, res.json().message]).toEqual([flag, 400, 'admin must be boolean']);
    }
  });
});
