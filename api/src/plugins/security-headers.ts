import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readRegistry } from '../static/registry';

/** The origins (scheme://host:port) of the remotes the registry places on other servers. */
export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    if (!/^https?:\/\//i.test(entry)) continue; // a path: served by this origin
    try {
      origins.add(new URL(entry).origin);
    } catch {
      /* an unreadable entry loads nothing anyway */
    }
  }
  return [...origins].sort();
}

/**
 * The site's Content-Security-Policy. Scripts only from this origin and the registry's remote
 * origins: no inline script, no eval. Styles allow 'unsafe-inline' and nothing else: styled-components
 * writes its rules into <style> elements at run time and Leaflet positions tiles with style
 * attributes; a nonce would cover the former only and an inline style cannot run script. Images may
 * come from any https origin (hotel photos, profile pictures by URL) and data:/blob: URLs.
 */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const remotes = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `connect-src 'self'${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${remotes}`,
    `font-src 'self' data:${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self' blob:",
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers @fastify/helmet sets with our options (nosniff, Referrer-Policy, COOP, CORP,
 * X-Frame-Options...), written out once: they never vary, and helmet's per-request middleware chain
 * cost about as much as serving a cached answer. CSP and HSTS are added per request below.
 */
export const STATIC_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

/** Page navigations read the registry afresh (it may change without a restart); other requests reuse it. */
function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Security headers on every answer (pages, scripts, API): STATIC_HEADERS (helmet's set), the CSP above built from the remote registry,
 * and HSTS only when the request came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY).
 */
export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: { registryPath: string }) {
    const load = async () => remoteOrigins((await readRegistry(options.registryPath)).remotes.map((remote) => remote.entry));
    let policy = contentSecurityPolicy(await load().catch(() => []));

    app.addHook('onRequest', async (request, reply) => {
      if (isPageRequest(request)) {
        policy = contentSecurityPolicy(await load().catch(() => []));
      }
      reply.headers(STATIC_HEADERS);
      reply.header('Content-Security-Policy', policy);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      // Remote bundles and images may be loaded by a shell on another origin (see the registry).
      if (request.url.startsWith('/remotes/') || request.url.startsWith('/images/')) {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  },
  { name: 'security-headers' },
);
