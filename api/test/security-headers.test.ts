import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, remoteOrigins } from '../src/plugins/security-headers';
import { buildTestApp } from './helpers/build';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('security headers', () => {
  it(
    "API answers carry OWASP's REST set: nothing may run in, load from or frame them; no HSTS over plain HTTP",
    { timeout: 60_000 },
    async () => {
      const { app } = await buildTestApp();
      // /api/hotels twice: the second answer comes from the response cache, before any other hook.
      for (const url of ['/api/auth/status', '/api/hotels', '/api/hotels', '/api/nowhere']) {
        const res = await app.inject({ url });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        const csp = directives(String(res.headers['content-security-policy']));
        expect(csp.get('default-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.size).toBe(2);
      }
      expect(app.responseCache.stats().hits).toBe(1);
    },
  );

  it(
    'user-specific and secret API answers are never stored by a cache; the public catalogue revalidates with its ETag',
    { timeout: 60_000 },
    async () => {
      const { app } = await buildTestApp();
      const token = app.jwt.sign({ sub: 'nobody', role: 'user', ver: 0 });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x' } });
      const me = await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      const lookup = await app.inject({ url: '/api/bookings/lookup?reference=TZN-000001&email=a@b.co' });
      for (const res of [login, me, lookup]) expect(res.headers['cache-control']).toBe('no-store');
      // /api/hotels twice: a miss that is kept, then a hit from the response cache.
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ url: '/api/hotels' });
        expect([res.statusCode, res.headers['cache-control'], Boolean(res.headers.etag)]).toEqual([200, 'no-cache', true]);
      }
    },
  );

  it(
    "pages and files carry helmet's set and the site's CSP: scripts from this origin only, no eval, no framing",
    { timeout: 60_000 },
    async () => {
      const { app } = await buildTestApp();
      for (const url of ['/remotes.json', '/hotels']) {
        const res = await app.inject({ url, headers: { accept: url === '/hotels' ? 'text/html' : '*/*' } });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        // The rest of helmet's set, written out once (plugins/security-headers.ts).
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['origin-agent-cluster']).toBe('?1');
        expect(res.headers['x-dns-prefetch-control']).toBe('off');
        expect(res.headers['x-download-options']).toBe('noopen');
        expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
        expect(res.headers['x-xss-protection']).toBe('0');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        const csp = directives(String(res.headers['content-security-policy']));
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
        expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      }
    },
  );

  it('HSTS only when the request came over HTTPS (X-Forwarded-Proto behind a trusted proxy), cache hits too', async () => {
    const { app } = await buildTestApp({ trustProxy: true });
    const overHttps = { 'x-forwarded-proto': 'https' };
    // /api/hotels twice: a miss, then a hit answered by the response cache.
    for (const url of ['/api/auth/status', '/remotes.json', '/api/hotels', '/api/hotels']) {
      expect((await app.inject({ url, headers: overHttps })).headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect((await app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
    }
    // The nearest proxy's value counts (the last one).
    const chained = await app.inject({ url: '/api/hotels', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chained.headers['strict-transport-security']).toBeUndefined();
    expect(app.responseCache.stats().hits).toBe(4);
    const untrusted = await buildTestApp();
    for (const url of ['/api/auth/status', '/api/hotels', '/api/hotels']) {
      const faked = await untrusted.app.inject({ url, headers: overHttps });
      expect(faked.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the registry's remote origins for scripts, read afresh on a page request", async () => {
    const { app, dir } = await buildTestApp();
    const registryPath = path.join(dir, 'remotes.json');
    const registry = { remotes: [{ name: 'mf_x', entry: '/remotes/mf-x/remoteEntry.js', routes: ['/x'] }] };
    fs.writeFileSync(registryPath, JSON.stringify(registry));
    const other = await buildTestApp({ registryPath });
    expect(
      directives(String((await other.app.inject({ url: '/remotes.json' })).headers['content-security-policy'])).get('script-src'),
    ).toEqual(["'self'"]);
    registry.remotes[0]!.entry = 'https://cdn.example.com:8443/mf-x/remoteEntry.js';
    fs.writeFileSync(registryPath, JSON.stringify(registry));
    const page = await other.app.inject({ url: '/x', headers: { accept: 'text/html' } });
    expect(directives(String(page.headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
      'https://cdn.example.com:8443',
    ]);
    expect(app).toBeDefined();
  });

  it('computes origins from absolute entries only', () => {
    expect(
      remoteOrigins([
        '/remotes/a/remoteEntry.js',
        'http://127.0.0.1:5000/b/remoteEntry.js',
        'https://x.example/a.js',
        'https://x.example/b.js',
      ]),
    ).toEqual(['http://127.0.0.1:5000', 'https://x.example']);
    expect(contentSecurityPolicy([])).toContain("style-src 'self' 'unsafe-inline'");
  });
});
