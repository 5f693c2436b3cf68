import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { firstNonFinite } from '../src/plugins/finite-numbers';
import { sharedCatalogueApp, testTokens } from './helpers/hotels';
import { Client } from './helpers/auth';

/** Lists with numeric query parameters (page, limit, prices, guests...), admin ones with a token. */
const LISTS: { url: string; admin?: boolean; user?: boolean }[] = [
  { url: '/api/hotels?page=' },
  { url: '/api/hotels?limit=' },
  { url: '/api/hotels?minPrice=' },
  { url: '/api/hotels?guests=' },
  { url: '/api/hotels/featured?limit=' },
  { url: '/api/hotels/destination/x?page=' },
  { url: '/api/hotels/x/reviews?limit=' },
  { url: '/api/offers/special?limit=' },
  { url: '/api/offers/filter?minDiscount=' },
  { url: '/api/bookings?page=', user: true },
  { url: '/api/admin/bookings?limit=', admin: true },
  { url: '/api/inventory?page=', admin: true },
];

describe('non-finite numbers are a 400, never a 500', () => {
  let app: FastifyInstance;
  let tokens: { admin: string; user: string };
  beforeAll(async () => {
    ({ app } = await sharedCatalogueApp());
    tokens = await testTokens(new Client(app));
  });

  for (const value of ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN']) {
    it(`?…=${value} on every list`, async () => {
      for (const list of LISTS) {
        const token = list.admin ? tokens.admin : list.user ? tokens.user : undefined;
        const res = await app.inject({
          method: 'GET',
          url: list.url + encodeURIComponent(value),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect({ url: list.url, value, status: res.statusCode }).toEqual({ url: list.url, value, status: 400 });
        expect(res.json().message).toEqual(expect.any(String));
      }
    });
  }

  it('1e400 in a JSON body (JSON.parse reads it as Infinity) is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"hotel","guests":1e400,"item":{"hotelId":"x","roomTypeId":"y"},"startDate":"2030-01-01","endDate":"2030-01-02"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('finds the path of the first non-finite number, at any depth', () => {
    expect(firstNonFinite({ a: 1, b: [1, { c: Infinity }] }, '')).toBe('b.1.c');
    expect(firstNonFinite({ a: 1, b: 'Infinity' }, '')).toBeNull();
    expect(firstNonFinite(Number.NaN, 'page')).toBe('page');
  });
});
