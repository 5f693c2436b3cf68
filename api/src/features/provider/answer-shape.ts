/**
 * The provider's successful answers always carry `data`: a list (searches, look-ups) or one
 * object (an offer, a pricing). An answer that is not JSON, or JSON of another shape, is garbage:
 * the site must never show it nor cache it, and says the provider's answer could not be read (502).
 */

/** What a 2xx answer must carry: `data` as a list of objects, `data` as one object, or anything (no check). */
export type AnswerShape = 'list' | 'object' | 'any';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `body` (parsed JSON) has the expected shape. */
export function hasAnswerShape(body: unknown, shape: AnswerShape): boolean {
  if (shape === 'any') return true;
  if (!isObject(body)) return false;
  const data = body.data;
  if (shape === 'object') return isObject(data);
  return Array.isArray(data) && data.every(isObject);
}

/** Parses a JSON answer's text; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The shape a proxied path answers with (its path decoded and normalised by the caller, without the query). */
export function proxiedAnswerShape(path: string): AnswerShape {
  if (/^\/v3\/shopping\/hotel-offers\/[a-z0-9]+$/i.test(path)) return 'object';
  if (/^\/v1\/shopping\/flight-offers\/pricing$/i.test(path)) return 'object';
  if (/^\/(v1|v2|v3)\//i.test(path)) return 'list';
  return 'any';
}
