import { badRequest } from './http-error';

/**
 * The validator lets `1e400` through a bounded integer (it becomes Infinity, which passes the
 * checks); this refuses any page or limit that is not a safe whole number. Call first in a handler.
 */
export function checkPaging(query: { page?: number; limit?: number }): void {
  for (const key of ['page', 'limit'] as const) {
    const value = query[key];
    if (value !== undefined && !Number.isSafeInteger(value)) throw badRequest(`${key} must be a whole number`);
  }
}
