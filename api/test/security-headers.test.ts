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
    'every API answer carries CSP, nosniff, Referrer-Policy, COOP and frame denial; no HSTS over plain HTTP',
    { timeout: 60_000 },
    async () => {
      const { app } = await buildTestApp();
      for (const url of ['/api/auth/status', '/api/hotels', '/api/nowhere', '/remotes.json']) {
        const res = await app.inject({ url });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        // The rest of helmet's set, now written out once (plugins/security-headers.ts).
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

  it('HSTS only when the request came over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const { app } = await buildTestApp({ trustProxy: true });
    const https = await app.inject({ url: '/api/auth/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const plain = await app.inject({ url: '/api/auth/status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await buildTestApp();
    const faked = await untrusted.app.inject({ url: '/api/auth/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(faked.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows the registry's remote origins for scripts, read afresh on a page request", async () => {
    const { app, dir } = await buildTestApp();
    const registryPath = path.join(dir, 'remotes.json');
    const registry = { remotes: [{ name: 'mf_x', entry: '/remotes/mf-x/remoteEntry.js', routes: ['/x'] }] };
    fs.writeFileSync(registryPath, JSON.stringify(registry));
    const other = await buildTestApp({ registryPath });
    expect(
      directives(String((await other.app.inject({ url: '/api/auth/status' })).headers['content-security-policy'])).get('script-src'),
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
