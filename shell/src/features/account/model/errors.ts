import type { TFunction } from 'i18next';
import { describeApiError, type ApiErrorCode } from '@trabzon/api-client';
import { isValidEmail } from '@trabzon/contracts/validation';

/** The failure of a sign-in on the /login view, with the texts of spec section 8. */
export function loginViewError(error: unknown, t: TFunction): { message: string; offline: boolean } {
  if (!error || typeof error !== 'object' || !('isAxiosError' in error)) {
    return { message: error instanceof Error && error.message ? error.message : t('errors.unexpected'), offline: false };
  }
  const failure = describeApiError(error);
  if (failure.status === null) return { message: t('errors.noResponse'), offline: true };
  if (failure.status === 401) return { message: t('errors.invalidCredentials'), offline: false };
  if (failure.status === 429) return { message: tooMany(failure.retryAfterSeconds, t), offline: false };
  if (failure.message) return { message: failure.message, offline: false };
  return { message: t('errors.statusError', { status: failure.status }), offline: false };
}

/** The modal's shorter variants of the same failures. */
export function loginModalError(error: unknown, t: TFunction): string {
  const failure = describeApiError(error);
  if (failure.status === null) return t('errors.loginFailed');
  if (failure.status === 401) return t('errors.invalidCredentials');
  if (failure.status === 429) return tooMany(failure.retryAfterSeconds, t);
  return failure.message ?? t('errors.loginFailedCheck');
}

export function registerError(error: unknown, t: TFunction): string {
  const failure = describeApiError(error);
  if (failure.status === 409) return t('errors.emailTaken');
  if (failure.status === 429) return tooManyRequests(error, t);
  if (failure.code === 'PASSWORD_TOO_COMMON') return t('errors.passwordTooCommon');
  return failure.message ?? t('errors.registerFailed');
}

/** A sign-up or reset request refused for the number of requests from this connection (429). */
export function tooManyRequests(error: unknown, t: TFunction): string {
  return t('errors.tooManyRequests', { count: minutesToWait(describeApiError(error).retryAfterSeconds) });
}

function tooMany(retryAfterSeconds: number | null, t: TFunction): string {
  return t('errors.tooManyAttempts', { count: minutesToWait(retryAfterSeconds) });
}

/** Whole minutes, rounded up, of a Retry-After (a minute when it is missing). */
const minutesToWait = (retryAfterSeconds: number | null) => Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));

/**
 * An address the account routes take: the contracts' e-mail check, in ASCII letters only. Those
 * routes' schemas say `format: "email"` (ajv-formats), which refuses ş, ö or ü in an address; the
 * contracts' check (the checkout's) lets them through.
 */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
export const isAccountEmail = (value: string): boolean => isValidEmail(value) && PRINTABLE_ASCII.test(value.trim());

const EMAIL_REFUSED: ApiErrorCode = 'INVALID_EMAIL';

/** A 400 refusing the e-mail address: the API's INVALID_EMAIL, whatever words its message has. */
export const isEmailRefusal = (error: unknown): boolean => {
  const failure = describeApiError(error);
  return failure.status === 400 && failure.code === EMAIL_REFUSED;
};

export const MIN_PASSWORD_LENGTH = 8;
