import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/** Turns a schema validation failure into one readable sentence, e.g. "email is required". */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as Record<string, unknown>;
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required') return `${String(params.missingProperty)} is required`;
  if (first.keyword === 'additionalProperties') return `${String(params.additionalProperty)} is not allowed`;
  const field = where || error.validationContext || 'request';
  if (first.keyword === 'format' && params.format === 'email') return 'Please enter a valid email';
  if (first.keyword === 'minLength') {
    const limit = Number(params.limit);
    return limit <= 1 ? `${field} is required` : `${field} must be at least ${limit} characters long`;
  }
  if (first.keyword === 'maxLength') return `${field} must be at most ${String(params.limit)} characters long`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

/**
 * One error handler for the whole API: bad input is a 400 with a clear `message` (and an
 * HttpError's `code` when it has one, for screens to translate); anything
 * unexpected is logged and answered with a generic 500 that leaks nothing.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ statusCode: 400, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    // An HttpError's message is written for the client (e.g. 502 "provider unavailable"); any
    // other failure of ours is logged and answered generically, leaking nothing.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ statusCode: status, message: 'An unexpected error occurred' });
    }
    const code = error instanceof HttpError ? error.code : undefined;
    return reply.status(status).send({ statusCode: status, message: error.message, ...(code ? { code } : {}) });
  });
});
