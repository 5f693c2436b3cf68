import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type GarbageKind, type RunningSandbox } from '@trabzon/provider-sandbox';
import { buildTestApp } from './helpers/build';

/**
 * A provider that answers 200 with garbage (JSON cut short, or JSON of a shape it never sends):
 * the proxy and the API's own provider calls answer 502 with a clear message in the provider's
 * error format, never a 500, never the garbage; and once the provider is sane again, the same
 * calls work (nothing bad was cached).
 */

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

// Days as the API counts them: from the agency's (Istanbul's) today, not UTC's.
const day = (n: number) => addDays(todayIso(), n);
const UNREADABLE = 'The travel-data provider sent an answer the site could not read. Please try again later.';

async function setup() {
  const sandbox = await startSandbox({ port: 0 });
  sandboxes.push(sandbox);
  const { app } = await buildTestApp({
    providerBaseUrl: sandbox.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
  });
  return { app, sandbox };
}

const BY_CITY = '/v1/reference-data/locations/hotels/by-city?cityCode=TZX&radius=100&radiusUnit=KM&hotelSource=ALL';
const OFFER_SEARCH = (hotelIds: string) =>
  `/v3/shopping/hotel-offers?hotelIds=${hotelIds}&checkInDate=${day(5)}&checkOutDate=${day(7)}&adults=2&currency=USD`;
const FLIGHTS = `/api/flights/search?origin=TZX&destination=IST&departureDate=${day(10)}&adults=1&travelClass=ECONOMY`;

describe.each<GarbageKind>(['malformed', 'shape'])('a provider answering garbage (%s)', (garbage) => {
  it('the proxy answers 502 in the provider error format with a clear message, and caches nothing', async () => {
    const { app, sandbox } = await setup();
    const sane = await app.inject({ url: BY_CITY });
    expect(sane.statusCode).toBe(200);
    const hotelIds = (sane.json().data as { hotelId: string }[])
      .slice(0, 3)
      .map((h) => h.hotelId)
      .join(',');

    sandbox.app.sandbox.update({ garbage });
    // by-city is normally cached: another city, never asked before, goes to the provider.
    for (const url of [
      '/v1/reference-data/locations/hotels/by-city?cityCode=RZE&radius=100&radiusUnit=KM&hotelSource=ALL',
      OFFER_SEARCH(hotelIds),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ errors: [{ status: 502, code: 502, title: 'PROVIDER ANSWER UNREADABLE', detail: UNREADABLE }] });
    }

    sandbox.app.sandbox.update({ garbage: 'off' });
    const after = await app.inject({
      url: '/v1/reference-data/locations/hotels/by-city?cityCode=RZE&radius=100&radiusUnit=KM&hotelSource=ALL',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.length).toBeGreaterThan(0);
    expect((await app.inject({ url: OFFER_SEARCH(hotelIds) })).statusCode).toBe(200);
  });

  it('the flight search (the API’s own provider call) answers 502 with a clear message, then works again', async () => {
    const { app, sandbox } = await setup();
    sandbox.app.sandbox.update({ garbage });
    const res = await app.inject({ url: FLIGHTS });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The travel-data provider is unavailable. Please try again later.');

    sandbox.app.sandbox.update({ garbage: 'off' });
    const after = await app.inject({ url: FLIGHTS });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.length).toBeGreaterThan(0);
  });

  it('pricing a provider-hotel booking answers 502 with a clear message, then prices again', async () => {
    const { app, sandbox } = await setup();
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(33)}&adults=2&roomQuantity=1&currency=USD`,
    });
    const offerId = search.json().data[0].offers[0].id as string;

    sandbox.app.sandbox.update({ garbage });
    const quote = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel', offerId } });
    expect(quote.statusCode).toBe(502);
    expect(quote.json().message).toBe('The travel-data provider is unavailable. Please try again later.');

    sandbox.app.sandbox.update({ garbage: 'off' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel', offerId } })).statusCode,
    ).toBe(200);
  });
});

describe('a provider failing with its own 500', () => {
  it('pricing a provider-hotel booking answers 502 (never a 500 of the API), then prices again', async () => {
    const { app, sandbox } = await setup();
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(33)}&adults=2&roomQuantity=1&currency=USD`,
    });
    const offerId = search.json().data[0].offers[0].id as string;

    sandbox.app.sandbox.update({ failRate: 1, failStatus: 500 });
    const quote = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel', offerId } });
    expect(quote.statusCode).toBe(502);
    expect(quote.json().message).toBe('The travel-data provider is unavailable. Please try again later.');

    sandbox.app.sandbox.update({ failRate: 0 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: { type: 'provider-hotel', offerId } })).statusCode,
    ).toBe(200);
  });
});
