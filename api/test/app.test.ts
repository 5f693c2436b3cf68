import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { buildTestApp } from './helpers/build';

describe('API skeleton', () => {
  it('GET /api/auth/status answers 200 JSON', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('says a query parameter given twice is given twice (the real routes and compilers)', async () => {
    const { app } = await buildTestApp();
    for (const url of ['/api/hotels?lang=en&lang=tr', '/api/destinations?lang=en&lang=en', '/api/hotels?page=1&page=2']) {
      const res = await app.inject({ method: 'GET', url });
      const name = new URL(url, 'http://x').searchParams.keys().next().value;
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: `${name} must be given only once`,
      });
    }
  });

  it('answers what the router refuses in its own words, with the security headers, never echoing the path', async () => {
    const { app } = await buildTestApp();
    const long = 'x'.repeat(101);
    for (const [url, status, message] of [
      [`/api/hotels/${long}`, 414, 'A part of the address is longer than 100 characters'],
      [`/api/restaurants/${long}/slots?date=2030-01-01`, 414, 'A part of the address is longer than 100 characters'],
      ['/api/hotels/%E0%A4%A', 400, 'The address is not valid'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status, body: { statusCode: status, message } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await app.inject({ method: 'GET', url: `/api/hotels/${'x'.repeat(100)}` })).statusCode).toBe(404);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('answers bad input with 400 and a clear message, never a 500', async () => {
    const { app } = await buildTestApp();
    app.post(
      '/api/test-echo',
      {
        schema: {
          body: Type.Object(
            { email: Type.String({ format: 'email' }), guests: Type.Integer({ minimum: 1 }) },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => request.body,
    );
    const missing = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { guests: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('email is required');

    const extra = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { email: 'a@b.co', guests: 2, role: 'admin' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('role is not allowed');

    const wrong = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { email: 'a@b.co', guests: 0 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^guests must be >= 1/);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe('string');
  });

  it('hides the cause of an unexpected failure behind a generic 500', async () => {
    const { app } = await buildTestApp();
    app.get('/api/test-crash', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});

describe('database', () => {
  it('is created, migrated, seeded and in WAL mode with synchronous NORMAL', async () => {
    const { app } = await buildTestApp();
    const sqlite = app.db.$client;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1); // 1 = NORMAL
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const migrations = sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
    expect(migrations.n).toBeGreaterThan(0);
    const payment = sqlite.prepare("SELECT value FROM settings WHERE key = 'payment'").get() as { value: string };
    expect(JSON.parse(payment.value).taxRate).toBe(12);
  });

  it('keeps its data and does not re-seed over it across restarts', async () => {
    const first = await buildTestApp();
    first.app.db.$client.prepare("UPDATE settings SET value = '{\"taxRate\":8}' WHERE key = 'payment'").run();
    await first.app.close();
    const { buildApp } = await import('../src/app');
    const again = await buildApp(first.config, { logger: false });
    const payment = again.db.$client.prepare("SELECT value FROM settings WHERE key = 'payment'").get() as { value: string };
    expect(JSON.parse(payment.value).taxRate).toBe(8);
    await again.close();
  });
});
