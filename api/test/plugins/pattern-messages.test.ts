import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE, IATA_CODE } from '@trabzon/contracts';
import { todayIso } from '@trabzon/dates';
import { errorsPlugin } from '../../src/plugins/errors';
import { catalogueApp, testTokens } from '../helpers/hotels';

/**
 * A value refused for its form is said in words: a known form (a date, a time of day) by what it
 * must be, any other as "has an invalid format"; never Ajv's "must match pattern "^...$"".
 */
describe('refusals of a pattern or format never quote a regular expression', () => {
  it('GET /api/flights/search, GET /api/admin/bookings, PUT /api/admin/restaurants/:id/availability', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const restaurantId = (await client.call({ method: 'GET', url: '/api/restaurants/hamsi-kosku' })).json()._id as string;
    const message = async (call: Parameters<typeof client.call>[0]) => {
      const res = await client.call(call);
      expect(res.statusCode, call.url).toBe(400);
      return res.json().message as string;
    };
    const search = (query: string) => message({ method: 'GET', url: `/api/flights/search?adults=1&${query}` });

    const refusals = {
      flightDate: await search('origin=TZX&destination=IST&departureDate=01.05.2030'),
      airport: await search('origin=tzx&destination=IST&departureDate=2030-05-01'),
      arrivalAirport: await search('origin=TZX&destination=ISTANBUL&departureDate=2030-05-01'),
      bookingsFrom: await message({ method: 'GET', url: '/api/admin/bookings?from=2030-5-1', token: admin }),
      slotTime: await message({
        method: 'PUT',
        url: `/api/admin/restaurants/${restaurantId}/availability`,
        token: admin,
        body: { date: todayIso(), time: '7pm', closed: true },
      }),
    };
    expect(refusals).toEqual({
      flightDate: 'departureDate must be a date (YYYY-MM-DD)',
      airport: 'origin must be a 3-letter airport code',
      arrivalAirport: 'destination must be a 3-letter airport code',
      bookingsFrom: 'from must be a date (YYYY-MM-DD)',
      slotTime: 'time must be a time (HH:MM, 24-hour clock)',
    });
    for (const text of Object.values(refusals)) expect(text).not.toMatch(/must match|\^|\$/);
  });

  it("keeps the contracts' own sentences for their shared patterns", async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const res = await client.call({ method: 'PUT', url: '/api/hotels/karadeniz-palace-hotel', token: admin, body: { slug: 'Not A Slug' } });
    expect(res.json().message).toBe('slug must be lower-case letters, digits and single dashes, and not the form of an id');
  });
});

describe("the contracts' codes say what they are", () => {
  it('an airport code and a country code (a nationality) refused by a route say what they must be', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    const body = Type.Object({ airport: Type.String({ pattern: IATA_CODE }), nationality: Type.String({ pattern: COUNTRY_CODE }) });
    app.post('/check', { schema: { body } }, async () => 'ok');
    const message = async (payload: object) => (await app.inject({ method: 'POST', url: '/check', payload })).json().message as string;
    expect(await message({ airport: 'TZ', nationality: 'TR' })).toBe('airport must be a 3-letter airport code');
    expect(await message({ airport: 'TZX', nationality: 'tur' })).toBe('nationality must be a 2-letter country code');
    expect((await app.inject({ method: 'POST', url: '/check', payload: { airport: 'TZX', nationality: 'TR' } })).statusCode).toBe(200);
    await app.close();
  });
});
