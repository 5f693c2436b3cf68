import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { hasAnswerShape, parseJson, proxiedAnswerShape } from './answer-shape';
import { ProviderError } from './errors';
import type { ProviderTokenManager } from './token-manager';
import { ProviderAnswerCache, type ProviderRateLimiter, isCacheable, rewriteUpstreamLinks } from './rate-limiter';
import { createFixedWindowCounter } from '../auth/login-limiter';

/** The provider's versioned API paths the site calls through the API. */
export const PROXIED_PREFIXES = ['/v1', '/v2', '/v3'] as const;

export interface ProviderProxyOptions {
  /** null: every proxied path answers 503 "not configured". */
  baseUrl: string | null;
  tokens: ProviderTokenManager | null;
  timeoutMs: number;
  /** The provider's 10 requests a second, shared with the typed client. */
  limiter: ProviderRateLimiter;
  /** Data calls (/v1–/v3) allowed per client address and minute (answers from the cache not counted). */
  perClientPerMinute: number;
  /** Pictures (/media) allowed per client address and minute: a budget of their own. */
  mediaPerClientPerMinute: number;
  /** How long cacheable answers (hotel lists by city...) are reused. */
  cacheTtlMs: number;
}

/** Largest JSON answer read whole to rewrite its links (and maybe cache it); bigger ones are refused. */
const MAX_JSON_BYTES = 8 * 1024 * 1024;

function readAll(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        reject(new Error(`provider answer larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
/** What reply-from really hands to onResponse (its type says ServerResponse). */
interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** Request headers the provider gets from the browser's request; everything else (cookies, the site's own Authorization...) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  'host',
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'x-http-method-override',
  'ama-client-ref',
];
/** Response headers that never reach the browser. */
const DROPPED_RESPONSE_HEADERS = [
  'set-cookie',
  'www-authenticate',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-authenticate',
  'server',
];

function upstreamHeaders(headers: IncomingHttpHeaders, token: string | null): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) if (headers[name] !== undefined) out[name] = headers[name];
  if (token) out.authorization = `Bearer ${token}`;
  out['user-agent'] = 'trabzon-travel-api';
  return out;
}

function responseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out = { ...headers };
  for (const name of DROPPED_RESPONSE_HEADERS) delete out[name];
  // JSON answers are rewritten (links), so their length changes.
  if (/json/i.test(String(out['content-type'] ?? ''))) delete out['content-length'];
  return out;
}

/**
 * The provider calls the site makes, and only those: searches, look-ups and pricing. Everything
 * else stays server-side: the token endpoint (the browser must never get a provider token) and
 * the ordering APIs (a visitor must not book on the agency's account by calling the provider).
 */
const ALLOWED: { methods: string[]; path: RegExp }[] = [
  { methods: ['GET', 'HEAD'], path: /^\/v1\/reference-data\/locations\/hotels\/(by-city|by-hotels|by-geocode)$/ },
  { methods: ['GET', 'HEAD'], path: /^\/v3\/shopping\/hotel-offers(\/[a-z0-9]+)?$/ },
  { methods: ['GET', 'HEAD'], path: /^\/v2\/e-reputation\/hotel-sentiments$/ },
  { methods: ['GET', 'HEAD'], path: /^\/v[12]\/hotel\/descriptive\/media$/ },
  { methods: ['GET', 'HEAD', 'POST'], path: /^\/v2\/shopping\/flight-offers$/ },
  { methods: ['POST'], path: /^\/v1\/shopping\/flight-offers\/pricing$/ },
];

/**
 * True for anything the browser may not reach through the proxy. Checked on the decoded,
 * normalised path, so that `/v1//Security/%6Fauth2/token` is refused too.
 */
export function isHiddenPath(url: string, method = 'GET'): boolean {
  const normalised = normalisedPath(url);
  if (normalised === null) return true;
  return !ALLOWED.some((rule) => rule.methods.includes(method.toUpperCase()) && rule.path.test(normalised));
}

/** A request's path decoded, lower-cased and normalised (no query, no double or trailing slashes); null when it cannot be decoded. */
function normalisedPath(url: string): string | null {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return decoded
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/+/g, '/')
    .replace(/\/\.(?=\/|$)/g, '')
    .replace(/\/$/, '');
}

/**
 * True for the pictures' route (/media/*). Decided by the route that will answer, not the raw URL,
 * so no spelling of a data path can be counted as a picture; anything unknown counts as data.
 */
function isMediaRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && /^\/media(\/|$)/.test(routeUrl);
}

/** A successful JSON answer that is not JSON, or lacks the provider's `data` of the expected shape. */
function isGarbage(statusCode: number, method: string, url: string, text: string): boolean {
  if (statusCode < 200 || statusCode >= 300 || statusCode === 204 || method === 'HEAD') return false;
  const shape = proxiedAnswerShape(normalisedPath(url) ?? '');
  if (shape === 'any') return false;
  const parsed = parseJson(text);
  return parsed === undefined || !hasAnswerShape(parsed, shape);
}

function sendError(reply: FastifyReply, error: unknown): void {
  if (reply.sent) return;
  const providerError = error instanceof ProviderError ? error : ProviderError.of('unavailable', error);
  if (['unavailable', 'timeout', 'malformed', 'rejected'].includes(providerError.kind)) {
    reply.log.warn({ err: providerError.cause ?? providerError, kind: providerError.kind }, 'travel-data provider call failed');
  }
  reply.status(providerError.status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(providerError.body);
}

/** reply-from's errors: its timeouts are 504s, anything else (refused, reset, DNS...) means unreachable. */
function classify(error: Error & { statusCode?: number }): ProviderError {
  return error.statusCode === 504 ? ProviderError.of('timeout', error) : ProviderError.of('unavailable', error);
}

/**
 * Proxies /v1/*, /v2/*, /v3/* to the provider with @fastify/http-proxy. The browser's
 * Authorization header is dropped and the API's provider token set instead; a 401 is retried
 * once with a fresh token; the whole exchange (token fetch included) is bounded by `timeoutMs`:
 * 504 when it runs out, 502 when the provider cannot be reached, the provider's own errors
 * (format and status) otherwise. Also GET /media/* (pictures the sandbox serves), without a token.
 */
export async function providerProxy(app: FastifyInstance, options: ProviderProxyOptions): Promise<void> {
  const { baseUrl, tokens, timeoutMs, limiter } = options;
  const perClient = createFixedWindowCounter(options.perClientPerMinute, 60_000);
  const perClientMedia = createFixedWindowCounter(options.mediaPerClientPerMinute, 60_000);
  const cache = new ProviderAnswerCache(options.cacheTtlMs);

  // Every proxied path: a per-client limit first (429), so no visitor can spend the agency's quota.
  // An answer already in the cache spends none, so it does not count: a visitor who opens the
  // Trabzon hotels page twice and searches a few times is not refused for the lists. Pictures
  // (16 on one load of that page) count in their own budget, never in the searches' one (the
  // numbers are in config.ts, proxyLimits).
  app.addHook('onRequest', async (request, reply) => {
    if (options.cacheTtlMs > 0 && isCacheable(request.method, request.url) && cache.get(request.url)) return;
    const media = isMediaRoute(request.routeOptions.url);
    const waitMs = (media ? perClientMedia : perClient).hit(request.ip);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .header('cache-control', 'no-store')
        .type('application/json')
        .send({
          errors: [
            {
              status: 429,
              code: 38194,
              title: 'Too many requests',
              detail: `Too many ${media ? 'pictures' : 'searches'}. Please try again in ${seconds} s.`,
            },
          ],
        });
    }
  });

  // Bodies are read whole (1 MiB at most) so a request can be sent again after a 401.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));

  if (baseUrl === null || tokens === null) {
    for (const prefix of [...PROXIED_PREFIXES, '/media']) {
      app.all(`${prefix}/*`, async (request, reply) =>
        sendError(reply, ProviderError.of(isHiddenPath(request.url, request.method) ? 'hidden' : 'not-configured')),
      );
    }
    return;
  }

  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const upstream = new URL(baseUrl).origin;
  const upstreamBases = [`${upstream}${basePath}`, upstream];

  function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    dest: string,
    base: ReplyOptions,
    token: string | null,
    deadline: number,
    retried: boolean,
  ): void {
    const left = deadline - Date.now();
    if (left <= 0) return sendError(reply, ProviderError.of('timeout'));
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const contentType = request.headers['content-type'];
    reply.from(dest, {
      ...base,
      timeout: left,
      // No automatic retries (reply-from retries a GET that got a 503 up to 10 times by default).
      retryDelay: () => null,
      ...(body !== undefined && body.length > 0 ? { body, contentType: contentType ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: (_request, headers) => upstreamHeaders(headers, token),
      onError: (errorReply, { error }) => sendError(errorReply as FastifyReply, classify(error)),
      onResponse: (_request, proxyReply, raw) => {
        const res = raw as unknown as UpstreamResponse;
        const r = proxyReply as FastifyReply;
        if (res.statusCode !== 401 || token === null) {
          if (!/json/i.test(String(res.headers['content-type'] ?? ''))) {
            // A data API's success is always JSON (pictures under /media are not checked).
            if (isGarbage(res.statusCode, request.method, request.url, '')) {
              res.stream.resume();
              for (const name of Object.keys(res.headers)) r.removeHeader(name);
              sendError(
                r,
                ProviderError.of('malformed', new Error(`provider answered ${res.statusCode} as ${String(res.headers['content-type'])}`)),
              );
              return;
            }
            r.send(res.stream);
            return;
          }
          readAll(res.stream, MAX_JSON_BYTES).then(
            (buffer) => {
              const text = buffer.toString('utf8');
              // Garbage in a 200 never reaches the browser (nor the cache): a clear 502 instead.
              if (isGarbage(res.statusCode, request.method, request.url, text)) {
                for (const name of Object.keys(res.headers)) r.removeHeader(name);
                sendError(
                  r,
                  ProviderError.of(
                    'malformed',
                    new Error(`provider answered ${res.statusCode} with an unreadable body: ${text.slice(0, 200)}`),
                  ),
                );
                return;
              }
              const body = rewriteUpstreamLinks(text, upstreamBases);
              if (res.statusCode === 200 && options.cacheTtlMs > 0 && isCacheable(request.method, request.url)) {
                cache.set(request.url, { status: 200, type: String(res.headers['content-type']), body });
              }
              r.send(Buffer.from(body, 'utf8')); // a Buffer: Fastify would append "; charset=utf-8" to a string's type
            },
            (error: unknown) => {
              for (const name of Object.keys(res.headers)) r.removeHeader(name);
              sendError(r, ProviderError.of('unavailable', error));
            },
          );
          return;
        }
        // The provider refused our token: forget it and try once more with a fresh one. A
        // second 401 is not the browser's fault (and a 401 would sign the visitor out), so: 502.
        res.stream.resume();
        for (const name of Object.keys(res.headers)) r.removeHeader(name);
        tokens!.invalidate(token);
        if (retried) return sendError(r, ProviderError.of('rejected', new Error('the provider refused a fresh token')));
        tokens!
          .get(deadline)
          .then((fresh) => limiter.acquire(deadline).then(() => fresh))
          .then(
            (fresh) => forward(request, r, dest, base, fresh, deadline, true),
            (error: unknown) => sendError(r, error),
          );
      },
    });
  }

  const withToken = (needsToken: boolean): FastifyHttpProxyOptions['handler'] =>
    async function handler(request, reply, dest, replyOptions) {
      if (needsToken && isHiddenPath(request.url, request.method)) {
        sendError(reply, ProviderError.of('hidden'));
        return reply;
      }
      const cached = options.cacheTtlMs > 0 && isCacheable(request.method, request.url) ? cache.get(request.url) : undefined;
      if (cached) {
        reply.status(cached.status).header('content-type', cached.type).header('x-cache', 'HIT').send(Buffer.from(cached.body, 'utf8'));
        return reply;
      }
      const deadline = Date.now() + timeoutMs;
      let token: string | null = null;
      if (needsToken) {
        try {
          token = await tokens.get(deadline);
        } catch (error) {
          sendError(reply, error);
          return reply;
        }
      }
      try {
        if (needsToken) await limiter.acquire(deadline);
      } catch (error) {
        sendError(reply, error);
        return reply;
      }
      forward(request, reply, dest, replyOptions as ReplyOptions, token, deadline, false);
      return reply;
    };

  const common = {
    upstream,
    proxyPayloads: false,
    disableRequestLogging: true,
    internalRewriteLocationHeader: false,
    undici: { connections: 32, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    replyOptions: { rewriteHeaders: (headers: IncomingHttpHeaders) => responseHeaders(headers) },
  } satisfies Partial<FastifyHttpProxyOptions>;

  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      ...common,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      httpMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      handler: withToken(true),
    });
  }
  // Pictures the provider sandbox serves (its media URIs are site-relative /media/...).
  await app.register(httpProxy, {
    ...common,
    prefix: '/media',
    rewritePrefix: `${basePath}/media`,
    httpMethods: ['GET', 'HEAD'],
    handler: withToken(false),
  });
}
