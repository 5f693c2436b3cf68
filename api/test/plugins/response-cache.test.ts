import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { catalogueApp, day, seededHotel, testTokens } from '../helpers/hotels';
import Fastify from 'fastify';
import { cacheFrontedServer, pickEncoding, responseCachePlugin, type ResponseCache } from '../../src/plugins/response-cache';

const guest = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '+90 462 555 12 34' });

describe('the response cache of public answers', () => {
  it('answers a repeated GET from the cache with the same ETag, and a 304 for If-None-Match', async () => {
    const { app, client } = await catalogueApp();
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const url = `/api/hotels/${id}?lang=en`;
    const first = await client.call({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const hitsBefore = app.responseCache.stats().hits;
    const second = await client.call({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(etag);
    expect(second.json()).toEqual(first.json());
    expect(String(second.headers['content-type'])).toMatch(/^application\/json/);
    expect(app.responseCache.stats().hits).toBe(hitsBefore + 1);

    const notModified = await client.call({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // Another tag (an older version) gets the whole answer.
    const other = await client.call({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('answers a 304 on the first request too when the tag is known (a restarted server, the same data)', async () => {
    const { app, client } = await catalogueApp();
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const url = `/api/hotels/${id}?lang=tr`;
    const etag = (await client.call({ method: 'GET', url })).headers.etag as string;
    app.responseCache.clear();
    const res = await client.call({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
    expect(res.statusCode).toBe(304);
  });

  it('sends the kept answer compressed as the client accepts, decompressing to the same JSON', async () => {
    const { client } = await catalogueApp();
    const url = '/api/hotels?lang=en&limit=12';
    const plain = await client.call({ method: 'GET', url });
    for (const [encoding, unzip] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await client.app.inject({ method: 'GET', url, headers: { 'accept-encoding': `${encoding}` } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(unzip(res.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    }
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('is never stale after an admin edits a hotel: the detail and the list show the new name', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const detailUrl = `/api/hotels/${id}?lang=en`;
    const listUrl = '/api/hotels?lang=en&limit=50';
    const before = await client.call({ method: 'GET', url: detailUrl });
    await client.call({ method: 'GET', url: listUrl });
    await client.call({ method: 'GET', url: listUrl }); // kept
    const put = await client.call({
      method: 'PUT',
      url: `/api/hotels/${id}`,
      token: admin,
      body: { name: { en: 'Renamed Panorama', tr: 'Yeni Panorama', ar: 'بانوراما' } },
    });
    expect(put.statusCode).toBe(200);
    const after = await client.call({ method: 'GET', url: detailUrl });
    expect(after.json().name).toBe('Renamed Panorama');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const list = await client.call({ method: 'GET', url: listUrl });
    expect(list.json().results.map((h: { name: string }) => h.name)).toContain('Renamed Panorama');
    // The old tag no longer gets a 304.
    expect(
      (await client.call({ method: 'GET', url: detailUrl, headers: { 'if-none-match': before.headers.etag as string } })).statusCode,
    ).toBe(200);
  });

  it('is never stale after a booking: availability and the dated search show one room fewer', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    const room = rooms[0]!;
    const availabilityUrl = `/api/inventory/hotels/${id}/${room.id}/availability?checkIn=${day(20)}&checkOut=${day(21)}&guests=1`;
    const left = async () => (await client.call({ method: 'GET', url: availabilityUrl })).json().nights[0].roomsLeft as number;
    const before = await left();
    expect(await left()).toBe(before); // answered from the cache
    const booked = await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: {
        type: 'hotel',
        hotelId: id,
        roomTypeId: room.id,
        checkIn: day(20),
        checkOut: day(21),
        guests: 1,
        contact: guest('one@example.com'),
        payment: { method: 'payAtHotel' },
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(await left()).toBe(before - 1);
  });

  it('is never stale after a dated search: a hotel sold out by bookings leaves the list', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    // One room type left for the night, with one room.
    app.db.$client
      .prepare(
        'UPDATE hotel_inventory SET available_rooms = 0 WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?) AND date = ?',
      )
      .run(id, day(30));
    app.db.$client.prepare('UPDATE hotel_inventory SET available_rooms = 1 WHERE room_type_id = ? AND date = ?').run(rooms[0]!.id, day(30));
    app.responseCache.clear();
    const url = `/api/hotels?checkIn=${day(30)}&checkOut=${day(31)}&guests=1&limit=50&lang=en`;
    const ids = async () =>
      (await client.call({ method: 'GET', url })).json().results.map((h: { _id?: string; id?: string }) => h._id ?? h.id) as string[];
    expect(await ids()).toContain(id);
    expect(await ids()).toContain(id);
    const booked = await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: {
        type: 'hotel',
        hotelId: id,
        roomTypeId: rooms[0]!.id,
        checkIn: day(30),
        checkOut: day(31),
        guests: 1,
        contact: guest('two@example.com'),
        payment: { method: 'payAtHotel' },
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(await ids()).not.toContain(id);
  });

  it('is never stale after lapsed holds give their stock back', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    const room = rooms[1]!;
    const url = `/api/inventory/hotels/${id}/${room.id}/availability?checkIn=${day(25)}&checkOut=${day(26)}&guests=1`;
    const left = async () => (await client.call({ method: 'GET', url })).json().nights[0].roomsLeft as number;
    const before = await left();
    const booked = await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: {
        type: 'hotel',
        hotelId: id,
        roomTypeId: room.id,
        checkIn: day(25),
        checkOut: day(26),
        guests: 1,
        contact: guest('three@example.com'),
        payment: { method: 'payAtHotel' },
      },
    });
    expect(booked.json().booking.status).toBe('pending');
    expect(await left()).toBe(before - 1);
    expect(await left()).toBe(before - 1); // kept
    app.db.$client.prepare("UPDATE bookings SET hold_expires_at = '2000-01-01T00:00:00.000Z' WHERE status = 'pending'").run();
    expect(app.bookingHolds.sweep()).toBe(1);
    expect(await left()).toBe(before);
  });

  it('never keeps an admin view (?admin=true) nor serves it to anyone else', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const url = `/api/hotels/${id}?admin=true`;
    expect((await client.call({ method: 'GET', url, token: admin })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url, token: admin })).statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps no error answers, and a list kept before an admin creates a hotel shows it after', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const missing = '/api/hotels/no-such-hotel?lang=en';
    expect((await client.call({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await client.call({ method: 'GET', url: missing })).statusCode).toBe(404);
    const before = await client.call({ method: 'GET', url: '/api/hotels?lang=en&limit=50' });
    expect(before.json().results.map((h: { name: string }) => h.name)).not.toContain('Cache Test Inn');
    const created = await client.call({
      method: 'POST',
      url: '/api/hotels',
      token: admin,
      body: {
        name: { en: 'Cache Test Inn', tr: 'Önbellek Oteli', ar: 'فندق' },
        description: { en: 'A hotel made by a test.', tr: 'Testin oteli.', ar: 'فندق الاختبار.' },
        starRating: 3,
        address: { city: 'Trabzon', country: 'Türkiye' },
        active: true,
        roomTypes: [{ name: { en: 'Double', tr: 'Çift', ar: 'مزدوج' }, capacity: 2, pricePerNight: 80, totalRooms: 3 }],
      },
    });
    if (created.statusCode !== 201) throw new Error(`create hotel: ${created.statusCode} ${created.body}`);
    const list = await client.call({ method: 'GET', url: '/api/hotels?lang=en&limit=50' });
    expect(list.json().results.map((h: { name: string }) => h.name)).toContain('Cache Test Inn');
  });

  it("a server from cacheFrontedServer hands Fastify only what the cache does not answer, with Fastify's timeouts", async () => {
    const cache = {
      answer: (request: http.IncomingMessage, response: http.ServerResponse) => {
        if (request.url !== '/kept') return false;
        response.end('from the cache');
        return true;
      },
    } as unknown as ResponseCache;
    const handler = vi.fn((_request: http.IncomingMessage, response: http.ServerResponse) => response.end('from Fastify'));
    let ready: ResponseCache | undefined;
    const server = cacheFrontedServer(() => ready)(handler, { keepAliveTimeout: 72_000, requestTimeout: 30_000, connectionTimeout: 0 });
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(30_000);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Before the cache plugin is registered, everything goes to Fastify.
      expect(await (await fetch(`${base}/kept`)).text()).toBe('from Fastify');
      ready = cache;
      expect(await (await fetch(`${base}/kept`)).text()).toBe('from the cache');
      expect(await (await fetch(`${base}/other`)).text()).toBe('from Fastify');
      expect(handler.mock.calls.map(([request]) => request.url)).toEqual(['/kept', '/other']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('over HTTP, a hit is answered before Fastify: the same JSON and ETag, compressed, a 304, the API headers', async () => {
    const { app } = await catalogueApp();
    const { id } = seededHotel(app, 'boztepe-panorama-suites');
    const answer = vi.spyOn(app.responseCache, 'answer');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/hotels/${id}?lang=en`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    const json = await first.json();
    const etag = first.headers.get('etag');
    expect(answer).toHaveLastReturnedWith(false);

    const hit = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(answer).toHaveLastReturnedWith(true);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await hit.json()).toEqual(json);
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('x-frame-options')).toBe('DENY');

    // fetch decompresses: the same JSON from the brotli form.
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(answer).toHaveLastReturnedWith(true);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.json()).toEqual(json);

    const notModified = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(answer).toHaveLastReturnedWith(true);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(app.responseCache.stats().hits).toBe(3);
  });

  it('is cleared by a write that went through or failed, never by a refusal, an unknown route or a route that keeps it', async () => {
    const app = Fastify({ logger: false });
    await app.register(responseCachePlugin);
    app.get('/answer', { config: { publicCache: true } }, async () => ({ ok: true }));
    app.post('/write', async () => ({ written: true }));
    app.post('/refuse', async (_request, reply) => reply.code(409).send({ message: 'refused' }));
    app.post('/read', { config: { keepsPublicCache: true } }, async () => ({ read: true }));
    app.post('/fail', async () => {
      throw new Error('after a write, perhaps');
    });
    try {
      const clearsAfter = async (method: 'POST' | 'DELETE', url: string) => {
        await app.inject({ url: '/answer' }); // kept again if a clear dropped it
        const before = app.responseCache.stats().clears;
        await app.inject({ method, url, payload: {} });
        return app.responseCache.stats().clears - before;
      };
      expect(await clearsAfter('POST', '/refuse')).toBe(0);
      expect(await clearsAfter('POST', '/nothing-here')).toBe(0);
      expect(await clearsAfter('DELETE', '/answer')).toBe(0); // no such route for DELETE: a 404
      expect(await clearsAfter('POST', '/read')).toBe(0);
      expect(await clearsAfter('POST', '/write')).toBe(1);
      expect(await clearsAfter('POST', '/fail')).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps its answers through anonymous refusals, sign-ins and quotes: nobody can keep it empty', async () => {
    const { app, client } = await catalogueApp();
    const { id, rooms } = seededHotel(app, 'boztepe-panorama-suites');
    await testTokens(client); // the test users exist (a write, before the count starts)
    const url = `/api/hotels/${id}?lang=en`;
    await client.call({ method: 'GET', url });
    const clears = app.responseCache.stats().clears;
    expect((await client.call({ method: 'POST', url: '/api/hotels', body: {} })).statusCode).toBe(401);
    expect((await client.call({ method: 'DELETE', url: `/api/hotels/${id}` })).statusCode).toBe(401);
    expect((await client.call({ method: 'POST', url: '/api/no-such-route', body: {} })).statusCode).toBe(404);
    const wrongPassword = { email: 'nobody@example.com', password: 'Wrong-password-1' };
    expect((await client.call({ method: 'POST', url: '/api/auth/login', body: wrongPassword })).statusCode).toBe(401);
    expect((await client.call({ method: 'POST', url: '/api/bookings/quote', body: { type: 'package' } })).statusCode).toBe(400);
    const stay = { type: 'hotel', hotelId: id, roomTypeId: rooms[0]!.id, checkIn: day(20), checkOut: day(22), guests: 2 };
    expect((await client.call({ method: 'POST', url: '/api/bookings/quote', body: stay })).statusCode).toBe(200);
    expect((await client.login('user@trabzontravel.test', 'User123!')).statusCode).toBe(200);
    const rental = {
      serviceType: 'car_rental',
      pickup: { code: 'TZX' },
      dropoff: { code: 'TZX_CITY' },
      pickupDate: day(1),
      dropoffDate: day(3),
    };
    expect((await client.call({ method: 'POST', url: '/api/transfers/search?lang=en', body: rental })).statusCode).toBe(200);
    expect(app.responseCache.stats().clears).toBe(clears);
    const hitsBefore = app.responseCache.stats().hits;
    await client.call({ method: 'GET', url });
    expect(app.responseCache.stats().hits).toBe(hitsBefore + 1);
  });

  it('forgets an answer after ttlMs: the next request is computed again and kept anew', async () => {
    let clock = 1_000_000;
    let computed = 0;
    const app = Fastify({ logger: false });
    await app.register(responseCachePlugin, { ttlMs: 60_000, now: () => clock });
    app.get('/answer', { config: { publicCache: true } }, async () => ({ computed: ++computed }));
    try {
      const get = async () => (await app.inject({ url: '/answer' })).json().computed as number;
      expect(await get()).toBe(1);
      clock += 59_000;
      expect(await get()).toBe(1);
      clock += 2_000;
      expect(await get()).toBe(2);
      expect(await get()).toBe(2);
      expect(app.responseCache.stats()).toMatchObject({ hits: 2, misses: 2, stores: 2, entries: 1 });
    } finally {
      await app.close();
    }
  });
});
