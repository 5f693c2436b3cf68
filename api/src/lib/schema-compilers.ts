import { Ajv, type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import fastUri from 'fast-uri';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

// Querystrings, params and headers are text, so their numbers and booleans are coerced; a JSON body
// is never coerced (`true` as a tax rate or a number as review text is a 400, not a surprise).
const ajvOptions: AjvOptions = {
  useDefaults: true,
  removeAdditional: false,
  uriResolver: fastUri,
  addUsedSchema: false,
  allErrors: false,
};
const coercing = new Ajv({ ...ajvOptions, coerceTypes: 'array' });
const strictTypes = new Ajv({ ...ajvOptions, coerceTypes: false });
addFormats.default(coercing);
addFormats.default(strictTypes);

/**
 * The routes' validator compiler. Its two Ajv instances are made once per process: Ajv keeps what it
 * compiled by schema object, and route schemas are module constants, so an app built again in the
 * same process (a test file builds dozens) compiles no schema twice.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictTypes : coercing).compile(schema as object);

const serializers = new WeakMap<object, (data: unknown) => string>();

/**
 * The routes' response serializer compiler: Fastify's own (fast-json-stringify, no shared schemas),
 * with each serializer kept by schema object for the same reason as the validators.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialize = serializers.get(schema as object);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(schema as object, serialize);
  }
  return serialize;
};
