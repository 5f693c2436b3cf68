import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ApiErrorCode } from '@trabzon/contracts';
import {
  CHECKOUT_MESSAGES,
  CLOCK_TIME,
  COUNTRY_CODE,
  HAS_DIGIT,
  IATA_CODE,
  IMAGE_URL,
  ISO_DATE,
  NOT_BLANK,
  SITE_PATH_OR_WEB_URL,
  SLUG,
  WEB_URL,
} from '@trabzon/contracts';
import { HttpError } from '../lib/http-error';

const isNullBranch = (e: FastifySchemaValidationError) => e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null';

/**
 * The error to explain. A union reports every branch's failure and then its own ("must match a
 * schema in anyOf"). The null branch of an optional value ("must be null") says nothing, and a
 * branch of the value's own type (an object's missing field, a blank text) says more than "must be
 * string" from a branch of another type.
 */
function mainError(errors: FastifySchemaValidationError[]): FastifySchemaValidationError {
  const told = errors.filter((e) => !isNullBranch(e) && e.keyword !== 'anyOf');
  return told.find((e) => e.keyword !== 'type') ?? told[0] ?? errors[0]!;
}

/**
 * The values a field may take when it failed only a list of constants (a union of literals, or an
 * enum). A literal also checks its type, so a value of another type (null, 5) fails that too: such
 * type errors, of the constants' own type, say nothing more.
 */
function allowedValues(errors: FastifySchemaValidationError[], path: string): unknown[] | null {
  const here = errors.filter((e) => e.instancePath === path && e.keyword !== 'anyOf' && !isNullBranch(e));
  if (here.length === 1 && here[0]!.keyword === 'enum') return (here[0]!.params as { allowedValues: unknown[] }).allowedValues;
  const values = here.filter((e) => e.keyword === 'const').map((e) => (e.params as { allowedValue: unknown }).allowedValue);
  const ofTheirType = (e: FastifySchemaValidationError) =>
    e.keyword === 'type' && values.some((value) => typeof value === (e.params as { type?: unknown }).type);
  if (values.length === 0 || here.some((e) => e.keyword !== 'const' && !ofTheirType(e))) return null;
  return values;
}

/** What a field that failed one of the contracts' shared patterns must be. */
const PATTERN_RULES: Record<string, string> = {
  [NOT_BLANK]: 'is required',
  [SITE_PATH_OR_WEB_URL]: 'must be a path of this site (starting with /) or an address starting with http:// or https://',
  [IMAGE_URL]: 'must be a path of this site starting with /images/ (without ..) or an address starting with https://',
  [WEB_URL]: 'must be an address starting with http:// or https://',
  [HAS_DIGIT]: 'must be a phone number',
  [SLUG]: 'must be lower-case letters, digits and single dashes, and not the form of an id',
  [ISO_DATE]: 'must be a date (YYYY-MM-DD)',
  [CLOCK_TIME]: 'must be a time (HH:MM, 24-hour clock)',
  [IATA_CODE]: 'must be a 3-letter airport code',
  [COUNTRY_CODE]: 'must be a 2-letter country code',
};

/** What a field that failed one of Ajv's formats must be (any other format: FORMAT_FALLBACK). */
const FORMAT_RULES: Record<string, string> = {
  date: 'must be a date (YYYY-MM-DD)',
  'date-time': 'must be a date and time (e.g. 2026-05-01T12:00:00Z)',
};
/**
 * A pattern or format failure we have no sentence for: Ajv's own message quotes the regular
 * expression ("must match pattern \"^[A-Z]{3}$\""), which tells a person nothing.
 */
const FORMAT_FALLBACK = 'has an invalid format';

const LIST_KEYWORDS = new Set(['minItems', 'maxItems', 'uniqueItems', 'contains']);
/** The answer to anything unexpected: it leaks nothing (the error itself goes to the log). */
const UNEXPECTED = 'An unexpected error occurred';

/**
 * The query parameter given more than once where one value is expected (?lang=en&lang=tr): the
 * query string parser makes a list of it, which would otherwise be explained as "must be string".
 */
function repeatedParameter(error: FastifyError, first: FastifySchemaValidationError, query: unknown): string | null {
  if (error.validationContext !== 'querystring' || typeof query !== 'object' || query === null) return null;
  const name = first.instancePath.slice(1);
  if (!name || name.includes('/') || LIST_KEYWORDS.has(first.keyword)) return null;
  return Array.isArray((query as Record<string, unknown>)[name]) ? name : null;
}

/** The sentence for a failed `pattern` or `format`, never the regular expression itself. */
function formatRule(keyword: string, params: Record<string, unknown>): string | null {
  if (keyword === 'pattern') return PATTERN_RULES[String(params.pattern)] ?? FORMAT_FALLBACK;
  if (keyword === 'format') return FORMAT_RULES[String(params.format)] ?? FORMAT_FALLBACK;
  return null;
}

/** A refused e-mail address (a schema's `format: "email"`): screens know it by its code. */
function isEmailFailure(error: FastifyError): boolean {
  if (!error.validation?.length) return false;
  const first = mainError(error.validation);
  return first.keyword === 'format' && (first.params as { format?: unknown }).format === 'email';
}

/** Turns a schema validation failure into one readable sentence, e.g. "email is required". */
function validationMessage(error: FastifyError, query: unknown): string {
  if (!error.validation?.length) return error.message;
  const first = mainError(error.validation);
  const repeated = repeatedParameter(error, first, query);
  if (repeated) return `${repeated} must be given only once`;
  const params = first.params as Record<string, unknown>;
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required') return `${String(params.missingProperty)} is required`;
  if (first.keyword === 'additionalProperties') return `${String(params.additionalProperty)} is not allowed`;
  const field = where || error.validationContext || 'request';
  if (first.keyword === 'format' && params.format === 'email') return CHECKOUT_MESSAGES.email;
  const rule = formatRule(first.keyword, params);
  if (rule) return `${field} ${rule}`;
  if (first.keyword === 'minLength') {
    const limit = Number(params.limit);
    return limit <= 1 ? `${field} is required` : `${field} must be at least ${limit} characters long`;
  }
  if (first.keyword === 'maxLength') return `${field} must be at most ${String(params.limit)} characters long`;
  const allowed = first.keyword === 'const' || first.keyword === 'enum' ? allowedValues(error.validation, first.instancePath) : null;
  if (allowed) return `${field} must be one of: ${allowed.map(String).join(', ')}`;
  // A nullable field's types: Ajv's own message runs them together ("must be integer,null").
  const types = first.keyword === 'type' ? (Array.isArray(params.type) ? params.type : String(params.type).split(',')) : [];
  if (types.length > 1) return `${field} must be ${types.map(String).join(' or ')}`;
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
      const code: ApiErrorCode | undefined = isEmailFailure(error) ? 'INVALID_EMAIL' : undefined;
      return reply.status(400).send({ statusCode: 400, message: validationMessage(error, request.query), ...(code ? { code } : {}) });
    }
    const status = error.statusCode ?? 500;
    // An HttpError's message is written for the client (e.g. 502 "provider unavailable"); any
    // other failure of ours is logged and answered generically, leaking nothing.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ statusCode: status, message: UNEXPECTED });
    }
    const code = error instanceof HttpError ? error.code : undefined;
    return reply.status(status).send({ statusCode: status, message: error.message, ...(code ? { code } : {}) });
  });
});

/** The router's limit on one path segment (Fastify's maxParamLength, set in app.ts). */
export const MAX_PATH_SEGMENT = 100;
export const FRAMEWORK_MESSAGES = {
  segmentTooLong: `A part of the address is longer than ${MAX_PATH_SEGMENT} characters`,
  badUrl: 'The address is not valid',
} as const;

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path segment over
 * MAX_PATH_SEGMENT characters, a malformed %-escape) in the API's own shape and with `headers` (the
 * security headers a route would add), instead of Fastify's body that echoes the whole path.
 */
export function frameworkErrorAnswer(headers: (request: FastifyRequest) => Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, FRAMEWORK_MESSAGES.segmentTooLong]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, FRAMEWORK_MESSAGES.badUrl]
          : [500, UNEXPECTED];
    if (status === 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).headers(headers(request)).send({ statusCode: status, message });
  };
}
