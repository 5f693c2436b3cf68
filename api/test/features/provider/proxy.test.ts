import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  startSandbox,
  type RunningSandbox,
  type SandboxOptions,
} from '@trabzon/provider-sandbox';
import type { AppConfig } from '../../../src/config';
import { PROVIDER_MESSAGES } from '../../../src/features/provider/errors';
import { buildTestApp } from '../../helpers/build';

const sandboxes: RunningSandbox[] = [];
const fakes: http.Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  await Promise.all(fakes.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function sandbox(options: SandboxOptions = {}) {
  const running = await startSandbox({ port: 0, host: '127.0.0.1', ...options });
  sandboxes.push(running);
  return running;
}

const control = async (s: RunningSandbox, settings?: Record<string, unknown>, path = '/__control') => {
  const res = await fetch(
    `${s.baseUrl}${path}`,
    settings ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) } : {},
  );
  return (await res.json()) as { stats: { tokensIssued: number; dataRequests: number } };
};

function providerConfig(baseUrl: string, overrides: Partial<AppConfig> = {}): Partial<AppConfig> {
  // No answer cache here: these tests count the calls that reach the provider (the cache has its own tests).
  return {
    providerBaseUrl: baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
    providerCacheSeconds: 0,
    ...overrides,
  };
}

async function appFor(s: RunningSandbox, overrides: Partial<AppConfig> = {}) {
  return (await buildTestApp(providerConfig(s.baseUrl, overrides))).app;
}

/** An HTTP server that answers with `handle` and remembers every request it got. */
async function fakeProvider(handle: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fakes.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const tokenAnswer = (res: http.ServerResponse, token = 'FAKE-TOKEN', expiresIn = 1799) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ type: 'amadeusOAuth2Token', token_type: 'Bearer', access_token: token, expires_in: expiresIn, state: 'approved' }),
  );
};

/** A port nobody listens on (connection refused). */
async function deadPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const BY_CITY = '/v1/reference-data/locations/hotels/by-city?cityCode=TZX&radius=100&radiusUnit=KM&hotelSource=ALL';
// Days as the API counts them: from the agency's (Istanbul's) today, not UTC's.
const day = (n: number) => addDays(todayIso(), n);

describe('provider proxy: pass-through', () => {
  it('answers the provider paths under /v1, /v2 and /v3 with the provider data', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    const list = await app.inject({ url: BY_CITY });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/application\/vnd\.amadeus\+json/);
    expect(list.json().data.length).toBeGreaterThan(50);

    const flights = await app.inject({
      url: `/v2/shopping/flight-offers?originLocationCode=TZX&destinationLocationCode=IST&departureDate=${day(20)}&adults=1&max=20&currencyCode=USD`,
    });
    expect(flights.statusCode).toBe(200);
    expect(flights.json().data.length).toBeLessThanOrEqual(20);

    const offers = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(32)}&adults=2&roomQuantity=1&currency=USD`,
    });
    expect(offers.statusCode).toBe(200);
    expect(offers.json().data[0].offers[0].price.currency).toBe('USD');
  });

  it('passes POST bodies through (JSON and the provider media type), also on a retry', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    const search = await app.inject({
      url: `/v2/shopping/flight-offers?originLocationCode=TZX&destinationLocationCode=FRA&departureDate=${day(20)}&adults=1&currencyCode=USD`,
    });
    const offer = search.json().data[0];
    const payload = JSON.stringify({ data: { type: 'flight-offers-pricing', flightOffers: [offer] } });
    for (const contentType of ['application/vnd.amadeus+json', 'application/json']) {
      const priced = await app.inject({
        method: 'POST',
        url: '/v1/shopping/flight-offers/pricing',
        headers: { 'content-type': contentType, 'x-http-method-override': 'GET' },
        payload,
      });
      expect(priced.statusCode).toBe(200);
      expect(priced.json().data.flightOffers[0].price.billingCurrency).toBe('USD');
    }
    await control(s, {}, '/__control/revoke-tokens');
    const retried = await app.inject({
      method: 'POST',
      url: '/v1/shopping/flight-offers/pricing',
      headers: { 'content-type': 'application/vnd.amadeus+json' },
      payload,
    });
    expect(retried.statusCode).toBe(200);
  });

  it("keeps the provider's error format and status", async () => {
    const s = await sandbox();
    const app = await appFor(s);
    const bad = await app.inject({ url: '/v1/reference-data/locations/hotels/by-city?cityCode=T1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [
        expect.objectContaining({
          status: 400,
          code: 477,
          title: 'INVALID FORMAT',
          source: expect.objectContaining({ parameter: 'cityCode' }),
        }),
      ],
    });

    const missing = await app.inject({ url: '/v3/shopping/hotel-offers/NOSUCHOFFER1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ status: 404, code: 38196 });

    await control(s, { failRate: 1 });
    const failing = await app.inject({ url: BY_CITY });
    expect(failing.statusCode).toBe(500);
    expect(failing.json().errors[0]).toMatchObject({ status: 500, code: 38189 });

    await control(s, { failRate: 0, down: true });
    const down = await app.inject({ url: BY_CITY });
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0]).toMatchObject({ status: 503 });
    expect(down.json().errors[0].detail).toBeTruthy();
  });

  it('does not retry a 503 by itself (one call, the answer as it came)', async () => {
    const fake = await fakeProvider((req, _body, res) => {
      if (req.url === '/v1/security/oauth2/token') return tokenAnswer(res);
      res.writeHead(503, { 'content-type': 'application/vnd.amadeus+json', 'retry-after': '0' });
      res.end(JSON.stringify({ errors: [{ status: '503', code: '38189', title: 'SERVICE UNAVAILABLE' }] }));
    });
    const { app } = await buildTestApp(providerConfig(fake.baseUrl));
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0]).toMatchObject({ title: 'SERVICE UNAVAILABLE' });
    expect(fake.seen.filter((r) => r.url.startsWith('/v1/reference-data'))).toHaveLength(1);
  });

  it('serves the sandbox pictures under /media without a token', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    const media = await app.inject({ url: '/v1/hotel/descriptive/media?hotelIds=RTTZX001' });
    const uri = media.json().data[0].media[0].uri as string;
    const image = await app.inject({ url: uri });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers 503 in the provider format when no provider is configured', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: [{ status: 503, code: 503, title: 'PROVIDER NOT CONFIGURED', detail: PROVIDER_MESSAGES.notConfigured }],
    });
    expect((await app.inject({ url: '/api/auth/status' })).statusCode).toBe(200);
  });
});

describe('provider proxy: credentials stay on the server', () => {
  it("drops the browser's Authorization and cookies and sends the API's provider token", async () => {
    const fake = await fakeProvider((req, _body, res) => {
      if (req.url === '/v1/security/oauth2/token') return tokenAnswer(res, 'PROVIDER-TOKEN');
      res.writeHead(200, { 'content-type': 'application/vnd.amadeus+json', 'set-cookie': 'provider=1' });
      res.end('{"data":[]}');
    });
    const { app } = await buildTestApp(
      providerConfig(fake.baseUrl, { providerClientId: 'agency-id', providerClientSecret: 'agency-secret' }),
    );
    const res = await app.inject({
      url: `${BY_CITY}&lang=tr`,
      headers: { authorization: 'Bearer site-session-token', cookie: 'session=abc', 'x-forwarded-for': '1.2.3.4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [tokenCall, dataCall] = fake.seen;
    expect(tokenCall).toMatchObject({ method: 'POST', url: '/v1/security/oauth2/token' });
    expect(tokenCall!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenCall!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'agency-id',
      client_secret: 'agency-secret',
    });
    expect(dataCall!.url).toBe(`${BY_CITY}&lang=tr`);
    expect(dataCall!.headers.authorization).toBe('Bearer PROVIDER-TOKEN');
    expect(dataCall!.headers.cookie).toBeUndefined();
    expect(dataCall!.headers['x-forwarded-for']).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain('PROVIDER-TOKEN');
  });

  it('never lets the browser reach the token endpoint', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    const form = `grant_type=client_credentials&client_id=${SANDBOX_CLIENT_ID}&client_secret=${SANDBOX_CLIENT_SECRET}`;
    for (const url of [
      '/v1/security/oauth2/token',
      '/v1//security/oauth2/token',
      '/v1/%73ecurity/oauth2/token',
      '/v1/Security/oauth2/token',
      '/v1/./security/oauth2/token',
      '/v2/security/oauth2/token',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('access_token');
    }
    expect((await control(s)).stats.tokensIssued).toBe(0);
  });
});

describe('provider proxy: the token', () => {
  it('fetches one token and reuses it', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    expect((await control(s)).stats.tokensIssued).toBe(1);
    expect(app.provider.tokens!.fetches).toBe(1);
  });

  it('fetches ONE token for 20 concurrent proxied calls', async () => {
    const s = await sandbox({ latencyMs: 50 });
    const app = await appFor(s);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: BY_CITY })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await control(s)).stats.tokensIssued).toBe(1);
  });

  it('refreshes the token 60 s before it expires (fake clock)', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + (1799 - 60) * 1000 - 2000);
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    expect((await control(s)).stats.tokensIssued).toBe(1);
    vi.setSystemTime(Date.now() + 2500);
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    expect((await control(s)).stats.tokensIssued).toBe(2);
  });

  it('retries once with a fresh token when the provider answers 401', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    await control(s, {}, '/__control/revoke-tokens');
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(50);
    expect((await control(s)).stats.tokensIssued).toBe(2);
  });

  it('gives up after the second 401 with a 502 (never a 401 that would sign the visitor out)', async () => {
    let issued = 0;
    const fake = await fakeProvider((req, _body, res) => {
      if (req.url === '/v1/security/oauth2/token') return tokenAnswer(res, `T${++issued}`);
      res.writeHead(401, { 'content-type': 'application/vnd.amadeus+json', 'www-authenticate': 'Bearer' });
      res.end(JSON.stringify({ errors: [{ status: 401, code: 38190, title: 'Invalid access token' }] }));
    });
    const { app } = await buildTestApp(providerConfig(fake.baseUrl));
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(502);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(res.json().errors[0]).toMatchObject({ status: 502, title: 'PROVIDER CREDENTIALS REFUSED' });
    expect(issued).toBe(2);
    expect(fake.seen.filter((r) => r.url.startsWith('/v1/reference-data')).map((r) => r.headers.authorization)).toEqual([
      'Bearer T1',
      'Bearer T2',
    ]);
  });

  it('answers 502 when the API credentials are refused', async () => {
    const s = await sandbox();
    const app = await appFor(s, { providerClientSecret: 'wrong' });
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      errors: [{ status: 502, code: 38187, title: 'PROVIDER CREDENTIALS REFUSED', detail: PROVIDER_MESSAGES.rejected }],
    });
    expect(res.body).not.toContain('wrong');
  });
});

describe('provider proxy: failures are fast and clear', () => {
  it('a provider that refuses connections → 502 quickly (token fetch and data call)', async () => {
    const { app } = await buildTestApp(providerConfig(await deadPort()));
    const started = Date.now();
    const res = await app.inject({ url: BY_CITY });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      errors: [{ status: 502, code: 502, title: 'PROVIDER UNAVAILABLE', detail: PROVIDER_MESSAGES.unavailable }],
    });

    const s = await sandbox();
    const app2 = await appFor(s);
    expect((await app2.inject({ url: BY_CITY })).statusCode).toBe(200);
    await s.close();
    const started2 = Date.now();
    const gone = await app2.inject({ url: BY_CITY });
    expect(Date.now() - started2).toBeLessThan(2000);
    expect(gone.statusCode).toBe(502);
    expect(gone.json().errors[0].detail).toBe(PROVIDER_MESSAGES.unavailable);
  });

  it('a slow provider → 504 at the timeout (data call)', async () => {
    const s = await sandbox();
    const app = await appFor(s, { providerTimeoutMs: 300 });
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    await control(s, { latencyMs: 3000 });
    const started = Date.now();
    const res = await app.inject({ url: BY_CITY });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ errors: [{ status: 504, code: 504, title: 'PROVIDER TIMEOUT', detail: PROVIDER_MESSAGES.timeout }] });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
  });

  it('a slow token endpoint → 504 at the timeout', async () => {
    const s = await sandbox({ latencyMs: 3000 });
    const app = await appFor(s, { providerTimeoutMs: 300 });
    await app.ready(); // the clock measures the provider call, not the app's start (slow on a busy machine)
    const started = Date.now();
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('provider client (app.provider.client)', () => {
  it('searches and re-checks a hotel offer with the shared token', async () => {
    const s = await sandbox();
    const app = await appFor(s);
    await app.ready();
    const found = await app.provider.client.searchHotelOffers({
      hotelIds: ['RTTZX001', 'RARZE001'],
      checkInDate: day(30),
      checkOutDate: day(33),
      adults: 2,
      roomQuantity: 1,
      currency: 'USD',
    });
    const offer = found.data[0]!.offers![0]!;
    const again = await app.provider.client.getHotelOffer(offer.id);
    expect(again.offers![0]).toEqual(offer);
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(200);
    expect((await control(s)).stats.tokensIssued).toBe(1);
    await expect(app.provider.client.getHotelOffer('NOSUCHOFFER1')).rejects.toMatchObject({
      name: 'ProviderError',
      status: 404,
      kind: 'upstream',
    });
  });
});
