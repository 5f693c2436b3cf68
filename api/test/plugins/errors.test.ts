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
});
