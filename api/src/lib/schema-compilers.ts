import { Ajv, type Options as AjvOptions, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastUri from 'fast-uri';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

// Querystrings, params and headers are text, so their numbers (in JSON's syntax) and booleans are
// coerced; a JSON body is never coerced (`true` as a tax rate or a number as review text is a 400, not a surprise).
const ajvOptions: AjvOptions = {
  useDefaults: true,
  removeAdditional: false,
  uriResolver: fastUri,
  addUsedSchema: false,
  allErrors: false,
  // `multipleOf: 0.01` (prices in cents) divides in binary floating point: 19.99 / 0.01 is
  // 1998.9999999999998, which refused most prices with cents. Within 1e-9 of a whole number is whole.
  multipleOfPrecision: 9,
};
const coercing = new Ajv({ ...ajvOptions, coerceTypes: 'array' });
const strictTypes = new Ajv({ ...ajvOptions, coerceTypes: false });
addFormats.default(coercing);
addFormats.default(strictTypes);

/**
 * A number as written in an address: JSON's syntax (digits, a fraction, an exponent). Ajv alone
 * would also read " " as 0 and "0x10" as 16.
 */
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

type TopLevelProperties = Record<string, { type?: unknown }>;
const topLevelProperties = (schema: object): TopLevelProperties => (schema as { properties?: TopLevelProperties }).properties ?? {};

/** The top-level properties of a querystring or params schema that hold a number, with their type. */
function numberProperties(schema: object): Array<[string, string]> {
  return Object.entries(topLevelProperties(schema)).flatMap(([name, property]) =>
    property.type === 'number' || property.type === 'integer' ? [[name, property.type] as [string, string]] : [],
  );
}

/** The top-level properties of a querystring or params schema that hold a boolean. */
const booleanProperties = (schema: object): string[] =>
  Object.entries(topLevelProperties(schema)).flatMap(([name, property]) => (property.type === 'boolean' ? [name] : []));

/**
 * A flag in an address is as often written 1/0 as true/false (`?admin=1`); Ajv's coercion reads
 * only "true" and "false" as booleans.
 */
const FLAG_VALUES: Readonly<Record<string, boolean>> = { '1': true, '0': false };

/**
 * `validate`, after refusing a number property given as text in another syntax (as Ajv's type error)
 * and reading a boolean property given as 1 or 0 as true or false.
 */
function withAddressValues(schema: object, validate: ValidateFunction): ValidateFunction {
  const numbers = numberProperties(schema);
  const flags = booleanProperties(schema);
  if (numbers.length === 0 && flags.length === 0) return validate;
  const check = ((data: unknown) => {
    const values = data as Record<string, unknown> | null;
    for (const name of flags) {
      const value = values?.[name];
      if (typeof value === 'string' && Object.hasOwn(FLAG_VALUES, value)) values![name] = FLAG_VALUES[value];
    }
    for (const [name, type] of numbers) {
      const value = values?.[name];
      if (typeof value === 'string' && !DECIMAL.test(value)) {
        check.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type }, message: `must be ${type}` }];
        return false;
      }
    }
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

/**
 * The routes' validator compiler. Its two Ajv instances are made once per process: Ajv keeps what it
 * compiled by schema object, and route schemas are module constants, so an app built again in the
 * same process (a test file builds dozens) compiles no schema twice.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body' ? strictTypes.compile(schema as object) : withAddressValues(schema as object, coercing.compile(schema as object));

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
