import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readRegistry } from '../static/registry';
import { DOCS_PREFIX } from './openapi';

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

/**
 * What an API answer needs (JSON or an image, never a page), after OWASP's REST Security Cheat
 * Sheet: nothing may run in it, load from it or frame it, no sniffing, no referrer, and no reading
 * from another origin. Helmet's other headers (COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * X-DNS-Prefetch-Control...) act on pages only; on every API answer they were ~500 bytes and six
 * header writes that changed nothing.
 * No cache may store an answer (a user's bookings, a token, reset links in the outbox) unless its
 * route says otherwise: the response cache gives the public catalogue `no-cache` and an ETag.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});
const API_HEADERS_HTTPS = Object.freeze({ ...API_HEADERS, 'Strict-Transport-Security': HSTS });

/** An API call, whose answer is data: /api/… except the reference pages at /api/docs. */
function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);
}

/**
 * True when the request came over HTTPS: on a TLS socket, or, behind a trusted proxy, per the last
 * X-Forwarded-Proto value (the nearest proxy's, as Fastify's request.protocol reads it).
 */
function overHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true;
  const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
  if (!forwarded) return false;
  const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  return text.slice(text.lastIndexOf(',') + 1).trim() === 'https';
}

/** The security headers of an API answer: API_HEADERS, with HSTS over HTTPS. */
export function apiSecurityHeaders(request: IncomingMessage, trustProxy: boolean): Readonly<Record<string, string>> {
  return overHttps(request, trustProxy) ? API_HEADERS_HTTPS : API_HEADERS;
}

/** Page navigations read the registry afresh (it may change without a restart); other requests reuse it. */
function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Security headers on every answer: API_HEADERS on the API's, and on the rest (pages, scripts,
 * images) STATIC_HEADERS (helmet's set) and the CSP above built from the remote registry. HSTS only
 * when the request came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY).
 */
export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: { registryPath: string; trustProxy: boolean }) {
    const load = async () => remoteOrigins((await readRegistry(options.registryPath)).remotes.map((remote) => remote.entry));
    let policy = contentSecurityPolicy(await load().catch(() => []));

    // Callback style, not async: no promise per request on the path every answer takes.
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiRequest(request.url)) {
        reply.headers(apiSecurityHeaders(request.raw, options.trustProxy));
        return done();
      }
      const finish = () => {
        reply.headers(STATIC_HEADERS);
        if (overHttps(request.raw, options.trustProxy)) reply.header('Strict-Transport-Security', HSTS);
        reply.header('Content-Security-Policy', policy);
        // Remote bundles and images may be loaded by a shell on another origin (see the registry).
        if (request.url.startsWith('/remotes/') || request.url.startsWith('/images/')) {
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        }
        done();
      };
      if (!isPageRequest(request)) return finish();
      void load()
        .catch(() => [])
        .then((origins) => {
          policy = contentSecurityPolicy(origins);
          finish();
        });
    });
  },
  { name: 'security-headers' },
);
