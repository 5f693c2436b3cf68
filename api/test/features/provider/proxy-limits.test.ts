import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import { loadConfig, type AppConfig } from '../../../src/config';
import { buildTestApp } from '../../helpers/build';

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

/** The API in front of a fresh sandbox, with the default limits unless told otherwise. */
async function sandboxApp(overrides: Partial<AppConfig> = {}) {
  const s = await startSandbox({ port: 0, host: '127.0.0.1' });
  sandboxes.push(s);
  return buildTestApp({
    providerBaseUrl: s.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
    // The provider's own 10 a second would only make these tests slow; the per-client limit is under test.
    providerRatePerSecond: 1000,
    ...overrides,
  });
}

type App = Awaited<ReturnType<typeof sandboxApp>>['app'];

const day = (n: number) => addDays(todayIso(), n);
const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const byCity = (city: string) => `/v1/reference-data/locations/hotels/by-city?cityCode=${city}&radius=100&radiusUnit=KM&hotelSource=ALL`;
const offers = (ids: string[], from: number) =>
  `/v3/shopping/hotel-offers?hotelIds=${ids.join(',')}&checkInDate=${day(from)}&checkOutDate=${day(from + 2)}&adults=2&roomQuantity=1&currency=USD&bestRateOnly=false`;

/**
 * What one visit of /trabzon-hotels asks through the proxy, as counted in Chromium (load, two View
 * Offers, a search with new dates, a switch to Turkish) with the answer cache off: 22 data calls
 * and 18 pictures. Answers every status, in order.
 */
async function visit(app: App, ip: string, ids: string[], pictures: string[]): Promise<number[]> {
  const get = async (url: string) => (await app.inject({ url, remoteAddress: ip })).statusCode;
  const batches = chunk(ids, 5);
  const data = [
    byCity('TZX'),
    byCity('RZE'),
    ...batches.flatMap((batch) => chunk(batch, 3).map((three) => `/v2/e-reputation/hotel-sentiments?hotelIds=${three.join(',')}`)),
    ...batches.map((batch) => `/v1/hotel/descriptive/media?hotelIds=${batch.join(',')}`),
    ...chunk(ids, 10).map((ten) => offers(ten, 30)),
    offers(ids.slice(0, 1), 30),
    offers(ids.slice(3, 4), 30),
    byCity('TZX'),
    byCity('RZE'),
    ...chunk(ids, 10).map((ten) => offers(ten, 40)),
  ];
  expect([data.length, pictures.length]).toEqual([22, 18]);
  const statuses: number[] = [];
  for (const url of data) statuses.push(await get(url));
  for (const url of pictures) statuses.push(await get(url));
  return statuses;
}

/** The page's 20 hotels and 18 of their pictures (from another address, so nothing is spent). */
async function pageData(app: App): Promise<{ ids: string[]; pictures: string[] }> {
  const list = await app.inject({ url: byCity('TZX'), remoteAddress: '192.0.2.1' });
  const ids = (list.json().data as { hotelId: string }[]).slice(0, 20).map((hotel) => hotel.hotelId);
  const media = await app.inject({ url: `/v1/hotel/descriptive/media?hotelIds=${ids.join(',')}`, remoteAddress: '192.0.2.1' });
  const uris = (media.json().data as { media: { uri: string }[] }[]).flatMap((item) => item.media.map((m) => m.uri));
  return { ids, pictures: uris.slice(0, 18) };
}

describe('provider proxy: per-client budgets', () => {
  it('does not refuse three ordinary visits of the Trabzon hotels page a minute (default limits, cache off)', async () => {
    const { app } = await sandboxApp({ providerCacheSeconds: 0 });
    const { ids, pictures } = await pageData(app);
    expect(pictures).toHaveLength(18);
    for (let i = 0; i < 3; i++) {
      const statuses = await visit(app, '198.51.100.20', ids, pictures);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }
  });

  it('still refuses an abusive client by default: past its data budget, and past its picture budget', async () => {
    const { app, config } = await sandboxApp({ providerCacheSeconds: 0 });
    // One address gets at most a fifth of the provider's 10 calls a second.
    expect(config.providerProxyPerClientPerMinute / 60).toBeLessThanOrEqual(config.providerRatePerSecond / 5);
    const { ids, pictures } = await pageData(app);
    const ip = '198.51.100.21';
    const data = Array.from({ length: config.providerProxyPerClientPerMinute }, (_, i) => offers(ids.slice(i % 20, (i % 20) + 1), 30));
    for (const url of data) expect((await app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
    const refused = await app.inject({ url: offers(ids.slice(0, 1), 31), remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0].detail).toMatch(/^Too many searches\. Please try again in \d+ s\.$/);

    for (let i = 0; i < config.providerProxyMediaPerClientPerMinute; i++) {
      expect((await app.inject({ url: pictures[i % pictures.length]!, remoteAddress: ip })).statusCode).toBe(200);
    }
    const picture = await app.inject({ url: pictures[0]!, remoteAddress: ip });
    expect(picture.statusCode).toBe(429);
    expect(picture.json().errors[0]).toMatchObject({ status: 429, code: 38194 });
    // Said of what was refused: a picture, not a search.
    expect(picture.json().errors[0].detail).toMatch(/^Too many pictures\. Please try again in \d+ s\.$/);
  });

  it('keeps the two budgets apart: pictures spend none of the searches, and the reverse', async () => {
    const { app } = await sandboxApp({
      providerCacheSeconds: 0,
      providerProxyPerClientPerMinute: 3,
      providerProxyMediaPerClientPerMinute: 5,
    });
    const { ids, pictures } = await pageData(app);
    const ip = '198.51.100.22';
    const get = async (url: string) => (await app.inject({ url, remoteAddress: ip })).statusCode;
    for (let i = 0; i < 5; i++) expect(await get(pictures[i]!)).toBe(200);
    expect(await get(pictures[5]!)).toBe(429);
    for (let i = 0; i < 3; i++) expect(await get(offers(ids.slice(i, i + 1), 30))).toBe(200);
    expect(await get(offers(ids.slice(3, 4), 30))).toBe(429);
    // The pictures' list (descriptive/media) is a data call: counted, and refused, as one.
    expect(await get('/v1/hotel/descriptive/media?hotelIds=' + ids[0])).toBe(429);
    // Another address is not affected.
    expect((await app.inject({ url: pictures[0]!, remoteAddress: '198.51.100.23' })).statusCode).toBe(200);
  });
});

describe('provider proxy limit settings', () => {
  it('reads PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX, twice the data budget unless set', () => {
    expect(loadConfig({})).toMatchObject({ providerProxyPerClientPerMinute: 120, providerProxyMediaPerClientPerMinute: 240 });
    expect(loadConfig({ PROVIDER_PROXY_RATE_LIMIT_MAX: '100000' }).providerProxyMediaPerClientPerMinute).toBe(200_000);
    expect(loadConfig({ PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX: '50' }).providerProxyMediaPerClientPerMinute).toBe(50);
    expect(() => loadConfig({ PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX: '0' })).toThrow(/PROVIDER_PROXY_MEDIA_RATE_LIMIT_MAX/);
  });
});
