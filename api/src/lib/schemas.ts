import { ErrorResponse } from '@trabzon/contracts';

/** Response schemas for the error statuses a route can answer: `{ ...errorResponses(400, 401) }`. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Codes[number], typeof ErrorResponse>;
}
