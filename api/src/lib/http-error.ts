import type { ApiErrorCode } from '@trabzon/contracts';

/**
 * An error the client is meant to read: the error plugin answers `{ statusCode, message, code? }`
 * with this status. Throw it from services and hooks instead of building replies by hand. Give a
 * `code` (from contracts' API_ERROR_CODES) when a screen explains this error in its own words.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: ApiErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message: string, code?: ApiErrorCode) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: ApiErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code?: ApiErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code?: ApiErrorCode) => new HttpError(409, message, code);
