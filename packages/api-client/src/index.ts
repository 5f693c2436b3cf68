export { http, setUnauthorizedHandler, API_TIMEOUT_MS } from './http';
export { describeApiError, apiErrorMessage, type ApiFailure } from './errors';
export * from './auth';
export * from './bookings';
export * from './hotels';
export * from './admin';
export * from './provider';
export * from './transfers';
