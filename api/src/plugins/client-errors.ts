import http from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { API_HEADERS, HSTS, STATIC_HEADERS } from './security-headers';
import { DOCS_PREFIX } from './openapi';

/**
 * What a visitor sees when the request's head is over Node's limit (16 KB), e.g. a hand-edited
 * /hotels?q=… of 20,000 characters. The head was never parsed, so its Accept-Language cannot be
 * read: the page says it in all three languages. It echoes nothing of the request.
 */
const TOO_LONG_TEXTS = [
  {
    lang: 'en',
    title: 'This address is too long',
    body: 'The link you opened is longer than this site accepts. It may have been copied incorrectly.',
    home: 'Back to the home page',
  },
  {
    lang: 'tr',
    title: 'Bu adres çok uzun',
    body: 'Açtığınız bağlantı bu sitenin kabul ettiğinden daha uzun. Yanlış kopyalanmış olabilir.',
    home: 'Ana sayfaya dön',
  },
  {
    lang: 'ar',
    title: 'هذا العنوان طويل جدًا',
    body: 'الرابط الذي فتحته أطول مما يقبله هذا الموقع. ربما تم نسخه بشكل غير صحيح.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
] as const;

const TOO_LONG_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${TOO_LONG_TEXTS.map((text) => text.title).join(' · ')}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-inline-size:36rem;margin-inline:auto;padding:2rem 1rem}section{margin-block-end:2rem}a:focus-visible{outline:2px solid;outline-offset:2px}</style>
</head>
<body>
<main>
${TOO_LONG_TEXTS.map(
  (text, index) =>
    `<section lang="${text.lang}"${text.lang === 'ar' ? ' dir="rtl"' : ''}>` +
    // One h1 (the page's own language); the translations under it are h2.
    `<h${index === 0 ? 1 : 2}>${text.title}</h${index === 0 ? 1 : 2}><p>${text.body}</p><p><a href="/">${text.home}</a></p></section>`,
).join('\n')}
</main>
</body>
</html>
`;

/** The page loads nothing and runs nothing: a tighter policy than the site's (which needs the remote registry). */
const TOO_LONG_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const API_MESSAGES: Record<number, string> = {
  414: 'The address is too long',
  431: 'The request headers are too large',
};

/** A request line's start: method, one space, then the target (latin1, so any byte reads as one character). */
const REQUEST_START = /^([A-Z]+) (\S*)/;
/** What follows the target in a request line: where the parser stops reading an address. */
const AFTER_TARGET = /^ HTTP\/\d/;

/** What the oversized head shows of itself, read from Node's `rawPacket` and `bytesParsed` only. */
interface OversizedHead {
  /** 414 when the address alone overflowed, else 431 (the headers, or a head we cannot see the start of). */
  status: 414 | 431;
  /** The target is under /api/ (the reference pages at /api/docs excepted): answer in JSON. */
  api: boolean;
  /** A HEAD request: the answer has no body. */
  head: boolean;
}

/**
 * Reads what can be read safely of a head Node refused. `rawPacket` is the chunk in which the limit
 * was crossed and `bytesParsed` where in it the parser stopped: at the space after the address when
 * the address overflowed, at the chunk's end when the address was still going on. The chunk starts
 * with the request line only when the limit was crossed in the head's first chunk (usual over
 * loopback, not always over a network); otherwise the method and path are unknown, and the answer is
 * the page, for a browser.
 */
function readOversizedHead(rawPacket: unknown, bytesParsed: number): OversizedHead {
  const packet = Buffer.isBuffer(rawPacket) ? rawPacket : Buffer.alloc(0);
  const stop = Number.isInteger(bytesParsed) ? bytesParsed : packet.length;
  const start = REQUEST_START.exec(packet.toString('latin1', 0, 64));
  const target = start?.[2] ?? '';
  const addressOverflowed =
    AFTER_TARGET.test(packet.toString('latin1', stop, stop + 8)) || (start !== null && stop >= packet.length && !packet.includes(0x0a));
  return {
    status: addressOverflowed ? 414 : 431,
    api: target.startsWith('/api/') && !target.startsWith(DOCS_PREFIX),
    head: start?.[1] === 'HEAD',
  };
}

/** The bytes of an HTTP answer written straight to the socket (there is no request or reply object). */
function rawAnswer(status: number, headers: Readonly<Record<string, string>>, body: string, withBody = true): string {
  const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n${withBody ? body : ''}`;
}

const jsonBody = (status: number, message: string) => JSON.stringify({ statusCode: status, error: http.STATUS_CODES[status], message });

/** The answer to a head over the limit: the page for a visitor, JSON in the API's shape for /api/. */
function oversizedHeadAnswer(error: ConnectionError, https: boolean): string {
  const { status, api, head } = readOversizedHead(error.rawPacket, error.bytesParsed);
  const hsts: Record<string, string> = https ? { 'Strict-Transport-Security': HSTS } : {};
  if (api) {
    const headers = { ...API_HEADERS, ...hsts, 'Content-Type': 'application/json; charset=utf-8' };
    return rawAnswer(status, headers, jsonBody(status, API_MESSAGES[status]!), !head);
  }
  const headers = {
    ...STATIC_HEADERS,
    ...hsts,
    'Content-Security-Policy': TOO_LONG_PAGE_CSP,
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
  };
  return rawAnswer(status, headers, TOO_LONG_PAGE, !head);
}

/** Every other client error, with Fastify's default status and body, and the API's security headers. */
function otherAnswer(error: ConnectionError, https: boolean): string {
  const [status, message] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Client Timeout'] : [400, 'Client Error'];
  const headers = {
    ...API_HEADERS,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Type': 'application/json; charset=utf-8',
  };
  return rawAnswer(status, headers, jsonBody(status, message));
}

/**
 * How long an answered connection goes on reading before it is closed. Closing with unread bytes
 * makes the kernel reset the connection, and a reset can erase the answer before a client still
 * sending the rest of a long address reads it: the server half-closes and reads on (RFC 9112, 9.6).
 */
const LINGER_MS = 2000;
const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request. A
 * head over the limit gets a page or JSON (oversizedHeadAnswer); anything else keeps Fastify's
 * default answer (400, or 408 for a timeout). Bound to the Fastify instance, as the default is.
 */
export function clientErrorAnswer(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // The parser fails again on every chunk after its first error: the answer is already on its way.
  if (answered.has(socket)) return;
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const https = Boolean((socket as TLSSocket).encrypted);
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  answered.add(socket);
  socket.end(overflow ? oversizedHeadAnswer(error, https) : otherAnswer(error, https));
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
