import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Validator } from 'typebox/compile';
import { CHECKOUT_MESSAGES, GENERAL_MESSAGES, type FieldErrors } from '@trabzon/contracts';
import type { BookingTypeHandler } from './booking-types';

/** Fields of the POST /api/bookings body that belong to the core, never to a type's details. */
export const CORE_FIELDS = new Set(['type', 'contact', 'payment', 'specialRequests', 'idempotencyKey', 'expectedTotal']);

const validators = new WeakMap<TSchema, Validator>();

function validatorFor(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    validators.set(schema, validator);
  }
  return validator;
}

type SchemaNode = TSchema & { type?: unknown; properties?: Record<string, TSchema>; items?: TSchema; errorMessage?: unknown };

const flatness = new WeakMap<TSchema, boolean>();

/** True when no declared property holds an object or an array (whose own extra keys Clean would drop). */
function isFlat(schema: SchemaNode): boolean {
  let flat = flatness.get(schema);
  if (flat === undefined) {
    flat = Object.values(schema.properties ?? {}).every(
      (property) => !/"type":"(object|array)"|"properties"|"items"|"anyOf"|"oneOf"|"allOf"/.test(JSON.stringify(property)),
    );
    flatness.set(schema, flat);
  }
  return flat;
}

/**
 * The property's own `errorMessage` option for a failed `keyword`, if the schema at that path
 * declares one: one text for every failure, or (ajv-errors' form) a text per keyword, e.g.
 * `{ required: 'Please select a date', minLength: 'Please select a date', maxLength: 'Please enter a
 * valid date' }`, where `required` is the field's absence; a keyword it does not name gets the
 * generic text.
 */
function customMessage(schema: SchemaNode, path: string[], keyword: string): string | undefined {
  let node: SchemaNode | undefined = schema;
  // A list's item (otherTravellers/0/...) is its `items` schema, whatever its index.
  for (const key of path) node = (node?.items && /^\d+$/.test(key) ? node.items : node?.properties?.[key]) as SchemaNode | undefined;
  const message = node?.errorMessage;
  if (typeof message === 'string') return message;
  const perKeyword = typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[keyword] : undefined;
  return typeof perKeyword === 'string' ? perKeyword : undefined;
}

function genericMessage(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'format':
      return params.format === 'date' ? GENERAL_MESSAGES.badDate : 'Please enter a valid value';
    case 'minimum':
    case 'exclusiveMinimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Must be at most ${String(params.limit)}`;
    case 'type':
      return params.type === 'integer' ? 'Please enter a whole number' : 'Please enter a valid value';
    case 'maxLength':
      return `Please use at most ${String(params.limit)} characters`;
    case 'minLength':
      return CHECKOUT_MESSAGES.required;
    default:
      return 'Please enter a valid value';
  }
}

export type DetailsResult = { ok: true; details: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Takes the type's own fields from the request body, applies the schema's defaults, and checks
 * them without converting types (no JSON body is coerced: "2" or true guests is a 400). Only the
 * properties the schema declares are kept, so anything else in the body (a client's `total`,
 * `status`, a stray card number) never reaches the handler or the database.
 */
export function parseDetails(handler: BookingTypeHandler, body: Record<string, unknown>): DetailsResult {
  const schema = handler.detailsSchema as SchemaNode;
  const declared = schema.properties ? Object.keys(schema.properties) : null;
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (CORE_FIELDS.has(key)) continue;
    if (declared && !declared.includes(key)) continue;
    picked[key] = value;
  }
  const validator = validatorFor(schema);
  const defaulted = validator.Default(picked);
  // A flat schema's picked properties are all declared ones, so Clean (which walks the schema
  // dynamically) has nothing to drop, and most bookings are valid.
  if (isFlat(schema) && validator.Check(defaulted)) return { ok: true, details: defaulted as Record<string, unknown> };
  const value = validator.Clean(structuredClone(defaulted));
  const errors: FieldErrors = {};
  for (const error of validator.Errors(value)) {
    const base = error.instancePath.split('/').filter(Boolean);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      for (const property of (params.requiredProperties as string[] | undefined) ?? []) {
        const path = [...base, property];
        errors[path.join('.')] ??= customMessage(schema, path, 'required') ?? CHECKOUT_MESSAGES.required;
      }
      continue;
    }
    if (error.keyword === 'additionalProperties' || error.keyword === 'boolean') continue; // dropped above
    const field = base.join('.') || 'details';
    errors[field] ??= customMessage(schema, base, error.keyword) ?? genericMessage(error.keyword, params);
  }
  if (Object.keys(errors).length === 0 && !validator.Check(value)) errors.details = 'Please enter a valid value';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: value as Record<string, unknown> };
}
