import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build';

/** Over Node's 16 KB limit on a request's head. */
const LONG = 'a'.repeat(20_000);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The client socket's error, if it had one (a reset connection). */
  error?: string;
}

/** Starts the whole app on a free port: inject would skip Node's HTTP parser, which refuses these heads. */
async function listeningApp(): Promise<number> {
  const { app } = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/**
 * Sends `pieces` as raw bytes, 150 ms apart, then reads the answer (as a client busy sending would)
 * until the server closes the connection.
 */
function exchange(port: number, pieces: string[]): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4), error });
    });
    // A client busy sending reads the answer only once it has sent everything.
    socket.pause();
    const send = async () => {
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await new Promise((wait) => setTimeout(wait, 150));
        if (!socket.writable) break;
        socket.write(piece);
      }
      socket.end();
      setTimeout(() => socket.resume(), 150);
    };
    socket.on('connect', () => void send());
  });
}

const get = (target: string, extraHeaders = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n${extraHeaders}\r\n`;

function expectTooLongPage(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  // All three languages (the head could not be read for Accept-Language), Arabic right to left.
  expect(answer.body).toContain('<section lang="en">');
  expect(answer.body).toContain('This address is too long');
  expect(answer.body).toContain('<section lang="tr">');
  expect(answer.body).toContain('Bu adres çok uzun');
  expect(answer.body).toContain('<section lang="ar" dir="rtl">');
  expect(answer.body).toContain('هذا العنوان طويل جدًا');
  expect(answer.body).toContain('<a href="/">Back to the home page</a>');
  // Nothing of the request comes back.
  expect(answer.body).not.toContain('aaaaaaaaaa');
  expect(answer.body).not.toContain('<script');
  expect(answer.body.length).toBeLessThan(3000);
}

// Each test starts the whole app: its first start in a worker can take seconds.
describe('a request head over the limit, through a listening server', { timeout: 60_000 }, () => {
  it('a hand-edited address of 20,000 characters gets a small page in three languages: 414, no-store, security headers', async () => {
    const port = await listeningApp();
    expectTooLongPage(await exchange(port, [get(`/hotels?q=${LONG}`)]), 414);
    // What a visitor typed is never echoed.
    const injected = await exchange(port, [get(`/hotels?q=<script>alert(1)</script>${LONG}`)]);
    expectTooLongPage(injected, 414);
    expect(injected.body).not.toContain('alert');
  });

  it('headers over the limit with a short address are a 431, with the same page', async () => {
    const port = await listeningApp();
    expectTooLongPage(await exchange(port, [get('/hotels', `Cookie: big=${LONG}\r\n`)]), 431);
  });

  it("an API call keeps JSON in the API's error shape, with the API's security headers", async () => {
    const port = await listeningApp();
    const address = await exchange(port, [get(`/api/hotels?q=${LONG}`)]);
    expect(address.status).toBe(414);
    expect(address.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(address.headers['cache-control']).toBe('no-store');
    expect(address.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(address.body)).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long' });
    const headers = await exchange(port, [get('/api/hotels', `X-Big: ${LONG}\r\n`)]);
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request headers are too large',
    });
  });

  it('an address still arriving when the answer goes is read to its end: the client gets the page, not a reset', async () => {
    const port = await listeningApp();
    const start = `GET /hotels?q=${LONG}`;
    const answer = await exchange(port, [start, LONG, `${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
    expectTooLongPage(answer, 414);
    expect(answer.error).toBeUndefined();
  });

  it('a head whose start came in an earlier piece still tells an address from headers (the path is unknown: the page)', async () => {
    const port = await listeningApp();
    const [first, rest] = [`GET /api/hotels?q=${'a'.repeat(10_000)}`, `${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`];
    expectTooLongPage(await exchange(port, [first, rest]), 414);
  });

  it('a HEAD request gets the status and headers only', async () => {
    const port = await listeningApp();
    const answer = await exchange(port, [`HEAD /hotels?q=${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
    expect(answer.status).toBe(414);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body).toBe('');
  });

  it('ordinary requests are untouched, and a malformed one is still a 400 in JSON', async () => {
    const port = await listeningApp();
    const ok = await exchange(port, [`GET /api/auth/status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`]);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    const malformed = await exchange(port, ['GARBAGE\r\n\r\n']);
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(malformed.body)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Client Error' });
    const badHeader = await exchange(port, ['GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n']);
    expect(badHeader.status).toBe(400);
  });
});
