import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import type { AppConfig } from '../src/config';
import { ProviderRateLimiter, rewriteUpstreamLinks } from '../src/features/provider/rate-limiter';
import { buildTestApp } from './helpers/build';

const sandboxes: RunningSandbox[] = [];
const fakes: http.Server[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  await Promise.all(fakes.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const BY_CITY = '/v1/reference-data/locations/hotels/by-city?cityCode=TZX&radius=100&radiusUnit=KM&hotelSource=ALL';

async function sandboxApp(overrides: Partial<AppConfig> = {}) {
  const s = await startSandbox({ port: 0, host: '127.0.0.1' });
  sandboxes.push(s);
  const { app } = await buildTestApp({
    providerBaseUrl: s.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
    ...overrides,
  });
  const stats = async () => ((await (await fetch(`${s.baseUrl}/__control`)).json()) as { stats: { dataRequests: number } }).stats;
  return { app, s, stats };
}

describe('provider proxy: quota, cache and links', () => {
  it('caches hotel lists by city: the second call does not reach the provider', async () => {
    const { app, stats } = await sandboxApp();
    const first = await app.inject({ url: BY_CITY });
    expect(first.statusCode).toBe(200);
    const before = (await stats()).dataRequests;
    const second = await app.inject({ url: BY_CITY });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual(first.json());
    expect((await stats()).dataRequests).toBe(before);
    // Another query is another answer.
    expect((await app.inject({ url: `${BY_CITY}&ratings=5` })).headers['x-cache']).toBeUndefined();
  });

  it('limits each client address per minute (429 with Retry-After), other addresses unaffected', async () => {
    const { app } = await sandboxApp({ providerProxyPerClientPerMinute: 3 });
    // Three different lists: each one reaches the provider.
    const list = (n: number) => `${BY_CITY}&ratings=${n}`;
    for (let i = 1; i <= 3; i++) expect((await app.inject({ url: list(i), remoteAddress: '198.51.100.5' })).statusCode).toBe(200);
    const limited = await app.inject({ url: list(4), remoteAddress: '198.51.100.5' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0].status).toBe(429);
    expect((await app.inject({ url: list(4), remoteAddress: '198.51.100.6' })).statusCode).toBe(200);
  });

  it('does not count answers from the cache: they spend none of the provider quota', async () => {
    const { app } = await sandboxApp({ providerProxyPerClientPerMinute: 3 });
    const list = (n: number) => `${BY_CITY}&ratings=${n}`;
    expect((await app.inject({ url: list(1), remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const again = await app.inject({ url: list(1), remoteAddress: '198.51.100.7' });
      expect([again.statusCode, again.headers['x-cache']]).toEqual([200, 'HIT']);
    }
    // The two calls left of three still reach the provider; the next is refused.
    expect((await app.inject({ url: list(2), remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect((await app.inject({ url: list(3), remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect((await app.inject({ url: list(4), remoteAddress: '198.51.100.7' })).statusCode).toBe(429);
  });

  it('never shows the upstream address: links in the answer become site paths', async () => {
    // A provider that writes its own absolute address into meta.links.self.
    const fake = http.createServer((req, res) => {
      if (req.url === '/v1/security/oauth2/token') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: 'T', token_type: 'Bearer', expires_in: 1799, state: 'approved' }));
        return;
      }
      const { port } = fake.address() as AddressInfo;
      res.writeHead(200, { 'content-type': 'application/vnd.amadeus+json' });
      res.end(JSON.stringify({ data: [], meta: { count: 0, links: { self: `http://127.0.0.1:${port}${req.url}` } } }));
    });
    fakes.push(fake);
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    const { app } = await buildTestApp({ providerBaseUrl: `http://127.0.0.1:${port}`, providerClientId: 'a', providerClientSecret: 'b' });
    const res = await app.inject({ url: BY_CITY });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(`127.0.0.1:${port}`);
    expect(res.json().meta.links.self).toBe(BY_CITY);
    expect(res.headers['content-type']).toBe('application/vnd.amadeus+json');
  });

  it('rewrites escaped links too', () => {
    expect(rewriteUpstreamLinks('{"self":"http:\\/\\/10.0.0.5:4010\\/v1\\/x"}', ['http://10.0.0.5:4010'])).toBe('{"self":"\\/v1\\/x"}');
  });
});

describe('the shared provider rate limiter (10 a second)', () => {
  it('lets a burst of 10 go at once, then spaces calls 100 ms apart, and refuses a slot after the deadline', async () => {
    let now = 1_000_000;
    const limiter = new ProviderRateLimiter(10, () => now);
    const started: number[] = [];
    const calls = Array.from({ length: 10 }, () => limiter.acquire(now + 10_000).then(() => started.push(now)));
    await Promise.all(calls);
    expect(started).toHaveLength(10);
    // The 11th must wait ~100 ms: with a deadline 50 ms away it is refused with a timeout.
    await expect(limiter.acquire(now + 50)).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
    // Over a simulated second, at most 10 more get a slot without waiting.
    now += 1000;
    let immediate = 0;
    for (let i = 0; i < 15; i++) {
      try {
        await limiter.acquire(now + 1);
        immediate += 1;
      } catch {
        /* no slot within 1 ms */
      }
    }
    expect(immediate).toBeLessThanOrEqual(10);
    expect(immediate).toBeGreaterThanOrEqual(9);
  });
});
