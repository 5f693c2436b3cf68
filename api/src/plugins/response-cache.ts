import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';

/**
 * Which answers the cache may keep: `true` for a route whose 200 answer depends only on its URL
 * (never on who asks), or a test of the request for a route that is public only in some forms
 * (e.g. not with `?admin=true`).
 */
export type PublicCacheRule = boolean | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's 200 answers in the response cache (see plugins/response-cache.ts). */
    publicCache?: PublicCacheRule;
    /** A POST/PUT/PATCH/DELETE route that changes nothing any cached answer shows (sign-in, quote...). */
    keepsPublicCache?: boolean;
    /** A GET route that writes what cached answers show (none should; for the odd one that does). */
    clearsPublicCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCacheOptions {
  /** Most answers kept (oldest first out). */
  maxEntries?: number;
  /** Most bytes kept, bodies and their compressed forms together. */
  maxBytes?: number;
  /** Longest an answer is kept, even with no write (a catalogue's "today" moves on). */
  ttlMs?: number;
  /**
   * Headers every hit carries besides its own. A hit skips every other hook, so the security
   * headers come from here.
   */
  hitHeaders?: (request: http.IncomingMessage) => Readonly<Record<string, string>>;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  etag: string;
  /** ETag, Cache-Control and Vary, set with one call on every answer from this entry. */
  headers: Record<string, string>;
  /** The headers of a 200 from this entry in each encoding, made at its first hit in it. */
  heads: Partial<Record<'br' | 'gzip' | 'plain', Record<string, string>>>;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expires: number;
  bytes: number;
  /** In the map (its bytes count towards the total). */
  kept: boolean;
}

export interface ResponseCache {
  /**
   * Answers a GET from the kept answers, on the raw request and response: true when it did (the
   * caller must then do nothing more). Used before Fastify routes anything (cacheFrontedServer) and
   * by the plugin's own onRequest hook (inject, tests).
   */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean;
  /** Forgets every kept answer; any answer being computed meanwhile is not kept either. */
  clear(): void;
  /** Counts for tests and the log: hits, misses, stores, clears, entries, bytes. */
  stats(): { hits: number; misses: number; stores: number; clears: number; entries: number; bytes: number };
}

/** Answers below this size go uncompressed (as @fastify/compress's default threshold does). */
const COMPRESS_THRESHOLD = 1024;
const DAY_MS = 86_400_000;
/** Europe/Istanbul is UTC+3 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** The next midnight in Istanbul after `at` (ms): dates in answers ("today", past nights) change then. */
function nextIstanbulMidnight(at: number): number {
  return Math.floor((at + ISTANBUL_OFFSET_MS) / DAY_MS + 1) * DAY_MS - ISTANBUL_OFFSET_MS;
}

/** Accept-Encoding values seen (browsers send a handful), so a hit does not parse the header again. */
const encodingOf = new Map<string, 'br' | 'gzip' | null>();

/** The encoding to answer with: br, then gzip, by the client's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  let known = encodingOf.get(text);
  if (known === undefined) {
    known = parseAcceptEncoding(text);
    if (encodingOf.size >= 256) encodingOf.clear();
    encodingOf.set(text, known);
  }
  return known;
}

function parseAcceptEncoding(text: string): 'br' | 'gzip' | null {
  let gzip = false;
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** True when the request's If-None-Match names `etag` (or is `*`). */
function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const text = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (text.trim() === '*') return true;
  return text.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * An in-memory cache of the API's public answers (catalogue lists, details, availability...):
 * routes opt in with `config: { publicCache: true }`. A kept answer is served with its ETag, already
 * compressed (brotli or gzip, made once), and a request whose If-None-Match names it gets a 304.
 *
 * Never stale: every POST, PUT, PATCH or DELETE that reaches a route clears the whole cache before
 * its answer goes out (routes that change nothing shown opt out with `keepsPublicCache`), and so does
 * any other write (`app.responseCache.clear()`, e.g. lapsed holds giving stock back). An answer
 * computed while a write happened is not kept (a generation number is compared). Answers also expire
 * after `ttlMs` and at midnight in Istanbul, when "today" moves on.
 */
export const responseCachePlugin = fp(
  async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
    const maxEntries = options.maxEntries ?? 20_000;
    const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    const ttlMs = options.ttlMs ?? 5 * 60_000;
    const now = options.now ?? Date.now;
    const hitHeaders = options.hitHeaders ?? (() => NO_HEADERS);
    const entries = new Map<string, Entry>();
    let bytes = 0;
    let generation = 0;
    const counts = { hits: 0, misses: 0, stores: 0, clears: 0 };

    const clear = () => {
      generation += 1;
      counts.clears += 1;
      for (const entry of entries.values()) entry.kept = false;
      entries.clear();
      bytes = 0;
    };
    const remove = (key: string, entry: Entry) => {
      entry.kept = false;
      entries.delete(key);
      bytes -= entry.bytes;
    };
    app.decorate('responseCache', {
      answer,
      clear,
      stats: () => ({ ...counts, entries: entries.size, bytes }),
    });

    const ruleOf = (request: FastifyRequest): boolean => {
      const rule = request.routeOptions.config.publicCache;
      return typeof rule === 'function' ? rule(request) : rule === true;
    };
    /** What each cacheable request carries from onRequest to onSend. */
    const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();

    /** Adds a compressed form's size to the entry and, when the entry is kept, to the total. */
    function account(entry: Entry, size: number) {
      entry.bytes += size;
      if (entry.kept) bytes += size;
    }

    function body(entry: Entry, encoding: 'br' | 'gzip' | null): { payload: Buffer; encoding: 'br' | 'gzip' | null } {
      if (encoding === null || entry.raw.length < COMPRESS_THRESHOLD) return { payload: entry.raw, encoding: null };
      if (encoding === 'br') {
        if (!entry.br) {
          entry.br = zlib.brotliCompressSync(entry.raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length },
          });
          account(entry, entry.br.length);
        }
        return { payload: entry.br, encoding };
      }
      if (!entry.gzip) {
        entry.gzip = zlib.gzipSync(entry.raw, { level: 6 });
        account(entry, entry.gzip.length);
      }
      return { payload: entry.gzip, encoding };
    }

    /** The headers of a 200 from `entry` in `encoding`. */
    function headsOf(entry: Entry, payload: Buffer, encoding: 'br' | 'gzip' | null): Record<string, string> {
      const key = encoding ?? 'plain';
      let head = entry.heads[key];
      if (!head) {
        head = { ...entry.headers, 'Content-Type': JSON_TYPE, 'Content-Length': String(payload.length) };
        if (encoding) head['Content-Encoding'] = encoding;
        entry.heads[key] = head;
      }
      return head;
    }

    function answer(request: http.IncomingMessage, response: http.ServerResponse): boolean {
      if (request.method !== 'GET' || entries.size === 0) return false;
      const key = request.url ?? '';
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expires <= now()) {
        remove(key, entry);
        return false;
      }
      const started = performance.now();
      counts.hits += 1;
      const extra = hitHeaders(request);
      if (matches(request.headers['if-none-match'], entry.etag)) {
        response.writeHead(304, { ...extra, ...entry.headers });
        response.end();
      } else {
        const { payload, encoding } = body(entry, pickEncoding(request.headers['accept-encoding']));
        response.writeHead(200, { ...extra, ...headsOf(entry, payload, encoding) });
        response.end(payload);
      }
      app.log.info(
        {
          req: { method: 'GET', url: request.url },
          res: { statusCode: response.statusCode },
          responseTime: performance.now() - started,
          cache: 'hit',
        },
        'request completed',
      );
      return true;
    }

    // Callback-style hooks (no promise each): every answer passes them.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !ruleOf(request)) return done();
      if (answer(request.raw, reply.raw)) {
        reply.hijack();
        return;
      }
      counts.misses += 1;
      pending.set(request, { key: request.url, generation });
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (writes(request, reply)) {
        // Before the answer goes out: whoever reads after it sees what was written.
        clear();
        return done(null, payload);
      }
      const miss = pending.get(request);
      if (!miss) return done(null, payload);
      pending.delete(request);
      if (reply.statusCode !== 200 || typeof payload !== 'string' || miss.generation !== generation) return done(null, payload);
      try {
        done(null, keep(miss, request, reply, payload));
      } catch (error) {
        done(error as Error);
      }
    });

    /**
     * Whether this answer may follow a write that cached answers show. A refusal (4xx) wrote nothing,
     * and neither did a request no route took (its routeOptions have no url): clearing on those
     * would let anyone keep the cache empty with anonymous requests. A 5xx may follow a write, so it clears.
     */
    function writes(request: FastifyRequest, reply: FastifyReply): boolean {
      const { config, url } = request.routeOptions;
      if (SAFE_METHODS.has(request.method)) return config.clearsPublicCache === true;
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      return url !== undefined && !refused && !config.keepsPublicCache;
    }

    /** Keeps a missed answer and returns it as this request should get it (compressed, or a 304). */
    function keep(
      miss: { key: string; generation: number },
      request: FastifyRequest,
      reply: FastifyReply,
      payload: string,
    ): Buffer | string {
      const raw = Buffer.from(payload, 'utf8');
      const at = now();
      const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
      const entry: Entry = {
        etag,
        // no-cache: browsers may keep it but ask again (a 304 is cheap)
        headers: { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' },
        heads: {},
        raw,
        expires: Math.min(at + ttlMs, nextIstanbulMidnight(at)),
        bytes: raw.length + miss.key.length,
        kept: false,
      };
      if (entry.bytes <= maxBytes / 4) {
        const old = entries.get(miss.key);
        if (old) remove(miss.key, old);
        entries.set(miss.key, entry);
        entry.kept = true;
        bytes += entry.bytes;
        counts.stores += 1;
        for (const [key, old] of entries) {
          if (entries.size <= maxEntries && bytes <= maxBytes) break;
          remove(key, old);
        }
      }
      reply.headers(entry.headers);
      if (matches(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      const { payload: out, encoding } = body(entry, pickEncoding(request.headers['accept-encoding']));
      if (encoding) reply.header('Content-Encoding', encoding);
      return out;
    }
  },
  { name: 'response-cache' },
);

/**
 * A server factory (Fastify's `serverFactory`) whose cache hits never reach Fastify: a GET the cache
 * can answer is answered before routing, hooks, serialisation and the request log, about half the
 * CPU of a hit answered from an onRequest hook. Every other request goes to Fastify.
 * `cache()` gives the app's cache, undefined until its plugin is registered.
 */
export function cacheFrontedServer(cache: () => ResponseCache | undefined): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!cache()?.answer(request, response)) handler(request, response);
    });
    // As Fastify sets up the server it makes itself (its defaults are in `options`).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}

/** For a route that answers the public (cacheable) and, with `?admin=…`, an admin's view (never cached). */
export const publicUnlessAdmin = (request: FastifyRequest): boolean => !Object.hasOwn((request.query ?? {}) as object, 'admin');
