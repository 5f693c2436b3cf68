import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, sandboxOptionsFromEnv, startSandbox, type RunningSandbox, type SandboxOptions } from '../src/index';
import { AIRPORTS, AIRPORT_REGIONS } from '../src/airports';
import { FORM, caller, day, getToken, qs, tokenForm } from './helpers';

const apps: FastifyInstance[] = [];
const servers: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function sandbox(options: SandboxOptions = {}) {
  const app = buildSandbox(options);
  apps.push(app);
  return app;
}

const BY_CITY = `/v1/reference-data/locations/hotels/by-city?${qs({ cityCode: 'TZX', radius: 100, radiusUnit: 'KM', hotelSource: 'ALL' })}`;
const providerError = (status: number, code: number) => ({
  errors: [expect.objectContaining({ status, code, title: expect.any(String), detail: expect.any(String) })],
});

describe('token endpoint', () => {
  it('issues an OAuth2 client-credentials token in the provider shape', async () => {
    const app = sandbox();
    const res = await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      type: 'amadeusOAuth2Token',
      username: expect.any(String),
      application_name: expect.any(String),
      client_id: 'trabzon-sandbox-client',
      token_type: 'Bearer',
      access_token: expect.stringMatching(/^[A-Za-z0-9]{20,}$/),
      expires_in: 1799,
      state: 'approved',
      scope: '',
    });
  });

  it('answers bad clients and grants with the flat token errors', async () => {
    const app = sandbox();
    const post = (payload: string, headers: Record<string, string> = FORM) =>
      app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers, payload });

    const badClient = await post(tokenForm('trabzon-sandbox-client', 'wrong'));
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client credentials are invalid',
      code: 38187,
      title: 'Invalid parameters',
    });

    const badGrant = await post(tokenForm(undefined, undefined, 'password'));
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.json()).toMatchObject({ error: 'unsupported_grant_type', code: 38187, title: 'Invalid parameters' });

    const missing = await post('client_id=a&client_secret=b');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request', code: 38187 });

    const json = await post(JSON.stringify({ grant_type: 'client_credentials' }), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('honours other client credentials given as options', async () => {
    const app = sandbox({ clientId: 'agency', clientSecret: 's3cret' });
    const ok = await app.inject({
      method: 'POST',
      url: '/v1/security/oauth2/token',
      headers: FORM,
      payload: tokenForm('agency', 's3cret'),
    });
    expect(ok.statusCode).toBe(200);
    const old = await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() });
    expect(old.statusCode).toBe(401);
  });
});

describe('bearer token checks', () => {
  it('refuses a missing, malformed or unknown token with 401 in the provider format', async () => {
    const app = sandbox();
    const missing = await app.inject({ url: BY_CITY });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toMatch(/^application\/vnd\.amadeus\+json/);
    expect(missing.json()).toEqual(providerError(401, 38191));

    const malformed = await app.inject({ url: BY_CITY, headers: { authorization: 'Basic abc' } });
    expect(malformed.json()).toEqual(providerError(401, 38191));

    const wrong = await app.inject({ url: BY_CITY, headers: { authorization: 'Bearer not-a-real-token' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(providerError(401, 38190));
  });

  it('expires tokens after their lifetime (tiny TTL, injectable clock)', async () => {
    let clock = Date.UTC(2030, 0, 1);
    const app = sandbox({ tokenTtlSeconds: 2, now: () => clock });
    const token = await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() });
    expect(token.json().expires_in).toBe(2);
    const headers = { authorization: `Bearer ${token.json().access_token}` };
    expect((await app.inject({ url: BY_CITY, headers })).statusCode).toBe(200);
    clock += 1999;
    expect((await app.inject({ url: BY_CITY, headers })).statusCode).toBe(200);
    clock += 1;
    const expired = await app.inject({ url: BY_CITY, headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(providerError(401, 38192));
  });

  it('expires tokens on the real clock too, with a TTL set at run time', async () => {
    const app = sandbox();
    await app.inject({ method: 'POST', url: '/__control', payload: { tokenTtlSeconds: 1 } });
    const { get } = await caller(app);
    expect((await get(BY_CITY)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await get(BY_CITY)).json()).toEqual(providerError(401, 38192));
  });

  it('serves media files without a token (an <img> sends none)', async () => {
    const app = sandbox();
    const res = await app.inject({ url: '/media/hotels/RTTZX001/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect((await app.inject({ url: '/media/hotels/RTTZX001/99.svg' })).statusCode).toBe(404);
  });

  it('answers unknown paths with the provider 404', async () => {
    const app = sandbox();
    const res = await app.inject({ url: '/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(providerError(404, 38196));
  });
});

describe('fault injection', () => {
  it('reads, changes and resets the settings at run time through /__control', async () => {
    const app = sandbox();
    const initial = await app.inject({ url: '/__control' });
    expect(initial.json()).toEqual({
      latencyMs: 0,
      failRate: 0,
      failStatus: 500,
      down: false,
      tokenTtlSeconds: 1799,
      priceChangePercent: 0,
      garbage: 'off',
      stats: { dataRequests: 0, injectedFailures: 0, tokensIssued: 0 },
    });
    const changed = await app.inject({
      method: 'POST',
      url: '/__control',
      payload: { latencyMs: 5, failRate: 0.5, down: true, tokenTtlSeconds: 60 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ latencyMs: 5, failRate: 0.5, down: true, tokenTtlSeconds: 60 });

    const bad = await app.inject({ method: 'POST', url: '/__control', payload: { failRate: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/failRate/);
    expect((await app.inject({ method: 'POST', url: '/__control', payload: { nonsense: true } })).statusCode).toBe(400);

    const reset = await app.inject({ method: 'POST', url: '/__control/reset' });
    expect(reset.json()).toMatchObject({ latencyMs: 0, failRate: 0, down: false, tokenTtlSeconds: 1799 });
  });

  it('down: every provider path answers 503 in the provider format, control still works', async () => {
    const app = sandbox({ down: true });
    const token = await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() });
    expect(token.statusCode).toBe(503);
    expect(token.json()).toEqual(providerError(503, 38189));
    expect((await app.inject({ url: BY_CITY })).statusCode).toBe(503);
    expect((await app.inject({ url: '/__control' })).json().down).toBe(true);
    await app.inject({ method: 'POST', url: '/__control', payload: { down: false } });
    expect((await app.inject({ method: 'POST', url: '/v1/security/oauth2/token', headers: FORM, payload: tokenForm() })).statusCode).toBe(
      200,
    );
  });

  it('failRate fails a deterministic share of data requests (every 2nd at 0.5), not the token', async () => {
    const app = sandbox();
    const { get } = await caller(app);
    await app.inject({ method: 'POST', url: '/__control', payload: { failRate: 0.5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(BY_CITY)).statusCode);
    expect(statuses).toEqual([200, 500, 200, 500, 200, 500]);
    const failed = await (async () => {
      await get(BY_CITY);
      return get(BY_CITY);
    })();
    expect(failed.json()).toEqual(providerError(500, 38189));
    expect(await getToken(app)).toBeTruthy();

    await app.inject({ method: 'POST', url: '/__control', payload: { failRate: 1, failStatus: 429 } });
    const limited = await get(BY_CITY);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(providerError(429, 38194));
    expect((await app.inject({ url: '/__control' })).json().stats).toMatchObject({ injectedFailures: 5 });
  });

  it('garbage: data requests answer 200 with JSON cut short or of a wrong shape; the token endpoint is untouched; off recovers', async () => {
    const app = sandbox();
    const { get } = await caller(app);
    const set = await app.inject({ method: 'POST', url: '/__control', payload: { garbage: 'malformed' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().garbage).toBe('malformed');
    const malformed = await get(BY_CITY);
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['content-type']).toBe('application/vnd.amadeus+json');
    expect(() => JSON.parse(malformed.body)).toThrow(SyntaxError);
    // Every data API, not only the hotel list.
    const flights = await get(
      `/v2/shopping/flight-offers?${qs({ originLocationCode: 'IST', destinationLocationCode: 'TZX', departureDate: day(10), adults: 1 })}`,
    );
    expect(flights.statusCode).toBe(200);
    expect(() => JSON.parse(flights.body)).toThrow(SyntaxError);
    expect(await getToken(app)).toBeTruthy();

    await app.inject({ method: 'POST', url: '/__control', payload: { garbage: 'shape' } });
    const shape = await get(BY_CITY);
    expect(shape.statusCode).toBe(200);
    expect(shape.json()).toEqual({ data: [42, 'garbage', null], meta: 'garbage' });

    const bad = await app.inject({ method: 'POST', url: '/__control', payload: { garbage: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/garbage must be one of off, malformed, shape/);

    await app.inject({ method: 'POST', url: '/__control', payload: { garbage: 'off' } });
    const recovered = await get(BY_CITY);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().data[0]).toMatchObject({ hotelId: expect.any(String), name: expect.any(String) });
  });

  it('latency delays answers by the configured time', async () => {
    const app = sandbox({ latencyMs: 150 });
    const started = Date.now();
    await getToken(app);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reads its settings from PROVIDER_SANDBOX_* variables', () => {
    expect(
      sandboxOptionsFromEnv({
        PROVIDER_SANDBOX_LATENCY_MS: '250',
        PROVIDER_SANDBOX_FAIL_RATE: '0.25',
        PROVIDER_SANDBOX_DOWN: 'true',
        PROVIDER_SANDBOX_TOKEN_TTL_SECONDS: '30',
      }),
    ).toEqual({ latencyMs: 250, failRate: 0.25, down: true, tokenTtlSeconds: 30 });
    expect(sandboxOptionsFromEnv({})).toEqual({});
    expect(sandboxOptionsFromEnv({ PROVIDER_SANDBOX_GARBAGE: 'shape' })).toEqual({ garbage: 'shape' });
    expect(() => sandboxOptionsFromEnv({ PROVIDER_SANDBOX_GARBAGE: 'yes' })).toThrow(/PROVIDER_SANDBOX_GARBAGE/);
    expect(() => buildSandbox({ garbage: 'noise' as never })).toThrow(/garbage/);
    expect(() => sandboxOptionsFromEnv({ PROVIDER_SANDBOX_DOWN: 'maybe' })).toThrow(/PROVIDER_SANDBOX_DOWN/);
    expect(() => buildSandbox({ failRate: 3 })).toThrow(/failRate/);
  });

  it('can run without the control endpoint', async () => {
    const app = sandbox({ control: false });
    expect((await app.inject({ url: '/__control' })).statusCode).toBe(404);
  });
});

describe('a real server', () => {
  it('listens on a free port of 127.0.0.1 and answers over HTTP', async () => {
    const server = await startSandbox({ port: 0 });
    servers.push(server);
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await fetch(`${server.baseUrl}/v1/security/oauth2/token`, { method: 'POST', headers: FORM, body: tokenForm() });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const hotels = await fetch(`${server.baseUrl}${BY_CITY}`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(hotels.status).toBe(200);
    expect(hotels.headers.get('content-type')).toMatch(/^application\/vnd\.amadeus\+json/);
    expect(((await hotels.json()) as { data: unknown[] }).data.length).toBeGreaterThan(50);
  });
});

describe('airports of the flights screen', () => {
  it('lists about 60 unique airports in three regions', () => {
    expect(AIRPORTS.length).toBe(60);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(60);
    expect(AIRPORT_REGIONS.map((r) => r.id)).toEqual(['turkey', 'europe', 'middle-east']);
    expect(AIRPORT_REGIONS.reduce((n, r) => n + r.airports.length, 0)).toBe(60);
    for (const code of ['TZX', 'IST', 'SAW', 'ESB', 'ADB', 'AYT', 'LHR', 'FRA', 'DXB', 'DOH'])
      expect(AIRPORTS.some((a) => a.code === code)).toBe(true);
    for (const a of AIRPORTS) expect(a.code).toMatch(/^[A-Z]{3}$/);
  });
});
