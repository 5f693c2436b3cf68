import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from '@trabzon/contracts';
import { errorsPlugin } from '../../src/plugins/errors';
import { HttpError, conflict } from '../../src/lib/http-error';

/** A bare app with the error plugin and routes that throw, answering through the ErrorResponse schema. */
async function app() {
  const server = Fastify({ logger: false });
  await server.register(errorsPlugin);
  const schema = { response: { 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse } };
  server.get('/coded', { schema }, async () => {
    throw new HttpError(429, 'Too many unpaid bookings', 'UNPAID_LIMIT_PER_ADDRESS');
  });
  server.get('/helper', { schema }, async () => {
    throw conflict('Gone', 'SOLD_OUT');
  });
  server.get('/plain', { schema }, async () => {
    throw conflict('Cannot change a booking from cancelled to confirmed');
  });
  server.get('/crash', { schema }, async () => {
    throw new Error('database is locked');
  });
  server.get('/invalid', { schema: { ...schema, querystring: Type.Object({ n: Type.Integer() }, { required: ['n'] }) } }, async () => 'ok');
  const lang = Type.Union([Type.Literal('en'), Type.Literal('tr'), Type.Literal('ar')]);
  const point = Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }) }, { required: ['lat'] });
  server.put(
    '/union',
    {
      schema: {
        ...schema,
        querystring: Type.Object({ lang: Type.Optional(lang), dir: Type.Optional(Type.Enum(['asc', 'desc'])) }),
        body: Type.Object({
          coordinates: Type.Optional(Type.Union([Type.Null(), point])),
          note: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 5 })])),
          lang: Type.Optional(Type.Union([Type.Null(), lang])),
        }),
      },
    },
    async () => 'ok',
  );
  return server;
}

describe('error answers', () => {
  it("carry an HttpError's code beside its message, through the response schema", async () => {
    const server = await app();
    const coded = await server.inject({ method: 'GET', url: '/coded' });
    expect(coded.statusCode).toBe(429);
    expect(coded.json()).toEqual({ statusCode: 429, message: 'Too many unpaid bookings', code: 'UNPAID_LIMIT_PER_ADDRESS' });
    expect((await server.inject({ method: 'GET', url: '/helper' })).json()).toEqual({ statusCode: 409, message: 'Gone', code: 'SOLD_OUT' });
  });

  it('have no code when none was given, for validation failures, or for unexpected errors', async () => {
    const server = await app();
    expect((await server.inject({ method: 'GET', url: '/plain' })).json()).toEqual({
      statusCode: 409,
      message: 'Cannot change a booking from cancelled to confirmed',
    });
    const invalid = await server.inject({ method: 'GET', url: '/invalid' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).not.toHaveProperty('code');
    expect((await server.inject({ method: 'GET', url: '/crash' })).json()).toEqual({
      statusCode: 500,
      message: 'An unexpected error occurred',
    });
  });

  it('explain a union by its useful branch: the values a field may take, never "must be null"', async () => {
    const server = await app();
    const put = async (query: string, body: unknown) =>
      (await server.inject({ method: 'PUT', url: `/union${query}`, payload: body as object })).json().message as string;
    expect(await put('?lang=de', {})).toBe('lang must be one of: en, tr, ar');
    expect(await put('?dir=up', {})).toBe('dir must be one of: asc, desc');
    // A name given twice comes as a list: said as such, not "must be string".
    expect(await put('?lang=en&lang=tr', {})).toBe('lang must be given only once');
    expect(await put('?dir=asc&dir=asc', {})).toBe('dir must be given only once');
    expect(await put('', { coordinates: 'x' })).toBe('coordinates must be object');
    expect(await put('', { coordinates: { lat: 91 } })).toBe('coordinates.lat must be <= 90');
    expect(await put('', { note: 'too long' })).toBe('note must be at most 5 characters long');
    expect(await put('', { lang: 'de' })).toBe('lang must be one of: en, tr, ar');
    const fine = await server.inject({
      method: 'PUT',
      url: '/union?lang=tr&dir=asc',
      payload: { coordinates: null, note: null, lang: 'en' },
    });
    expect(fine.statusCode).toBe(200);
  });
});
