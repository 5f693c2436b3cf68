import type { TFunction } from 'i18next';
import { describeApiError, isApiErrorCode, type ApiErrorCode } from '@trabzon/api-client';
import { isValidEmail } from '@trabzon/contracts/validation';

/** The failure of a sign-in on the /login view, with the texts of spec section 8. */
export function loginViewError(error: unknown, t: TFunction): { message: string; offline: boolean } {
  if (!error || typeof error !== 'object' || !('isAxiosError' in error)) return { message: t('errors.unexpected'), offline: false };
  const failure = describeApiError(error);
  if (failure.status === null) return { message: t('errors.noResponse'), offline: true };
  if (failure.status === 401) return { message: t('errors.invalidCredentials'), offline: false };
  if (failure.status === 429) return { message: tooMany(failure.retryAfterSeconds, t), offline: false };
  return { message: refusalText(error, t) ?? t('errors.statusError', { status: failure.status }), offline: false };
}

/** The modal's shorter variants of the same failures. */
export function loginModalError(error: unknown, t: TFunction): string {
  const failure = describeApiError(error);
  if (failure.status === null) return t('errors.loginFailed');
  if (failure.status === 401) return t('errors.invalidCredentials');
  if (failure.status === 429) return tooMany(failure.retryAfterSeconds, t);
  return refusalText(error, t) ?? t('errors.loginFailedCheck');
}

export function registerError(error: unknown, t: TFunction): string {
  const failure = describeApiError(error);
  if (failure.status === 409) return t('errors.emailTaken');
  if (failure.status === 429) return tooManyRequests(error, t);
  return refusalText(error, t) ?? t('errors.registerFailed');
}

/** The API's codes an account form words itself. */
const CODE_KEYS: Partial<Record<ApiErrorCode, string>> = {
  CURRENT_PASSWORD_INCORRECT: 'profile.wrongPassword',
  EMAIL_TAKEN: 'errors.emailTaken',
  INVALID_EMAIL: 'errors.invalidEmail',
  INVALID_NAME: 'errors.nameLetters',
  PASSWORD_TOO_COMMON: 'errors.passwordTooCommon',
  PASSWORD_UNCHANGED: 'errors.passwordUnchanged',
};

/** The fields of the account requests, by the kind of text their refusals get ("Password": the policy's sentence). */
const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'Password']);
const FIELD_TOO_LONG: Record<string, string> = { name: 'errors.nameTooLong', email: 'errors.emailTooLong' };
const FIELD_REQUIRED: Record<string, string> = {
  name: 'errors.nameRequired',
  email: 'errors.emailRequired',
  password: 'errors.passwordRequired',
  newPassword: 'errors.passwordRequired',
  currentPassword: 'errors.currentPasswordRequired',
};

/*
 * The API's sentences without a code (English only): its schema checks' "<field> must be at most
 * <n> characters long", "... at least ..." and "<field> is required", its minimum-length policy's
 * "Password must be at least <n> characters" and the profile's "profileImage must be ...".
 */
const LENGTH_REFUSAL = /^(\w+) must be at (most|least) (\d+) characters(?: long)?$/;
const REQUIRED_REFUSAL = /^(\w+) is required\b/;
const IMAGE_REFUSAL = /^profileImage must\b/;

/**
 * An account request's refusal in the page's language, or null for one we have no words for (the
 * caller then says its own translated sentence): the API's English never reaches a tr or ar page.
 */
export function refusalText(error: unknown, t: TFunction): string | null {
  const { code, message } = describeApiError(error);
  const key = isApiErrorCode(code) ? CODE_KEYS[code] : undefined;
  if (key) return t(key);
  if (!message) return null;
  if (IMAGE_REFUSAL.test(message)) return t('profile.imageInvalid');
  const length = LENGTH_REFUSAL.exec(message);
  if (length) {
    const [, field = '', bound, limit] = length;
    const count = Number(limit);
    if (bound === 'least') return PASSWORD_FIELDS.has(field) ? t('errors.passwordTooShort', { count }) : null;
    if (PASSWORD_FIELDS.has(field)) return t('errors.passwordTooLong', { max: count });
    return FIELD_TOO_LONG[field] ? t(FIELD_TOO_LONG[field], { max: count }) : null;
  }
  const required = REQUIRED_REFUSAL.exec(message)?.[1];
  return required && FIELD_REQUIRED[required] ? t(FIELD_REQUIRED[required]) : null;
}

/** The fields of the sign-in and sign-up forms. */
export type AccountField = 'name' | 'email' | 'password';

/** The refusal codes about one of those fields. */
const CODE_FIELDS: Partial<Record<ApiErrorCode, AccountField>> = {
  EMAIL_TAKEN: 'email',
  INVALID_EMAIL: 'email',
  INVALID_NAME: 'name',
  PASSWORD_TOO_COMMON: 'password',
};

/** A field of the API's schema sentences, as the form names it. */
const formField = (apiField: string | undefined): AccountField | null =>
  apiField === 'name' || apiField === 'email' ? apiField : apiField && PASSWORD_FIELDS.has(apiField) ? 'password' : null;

/**
 * The field a sign-in's or sign-up's refusal is about, or null when it is about the whole form (too
 * many attempts, no answer, a server error). A sign-in's 401 is the password: the one to type again.
 */
export function refusedField(error: unknown): AccountField | null {
  const { status, code, message } = describeApiError(error);
  if (status === null) return null;
  if (status === 401) return 'password';
  if (status === 409) return 'email';
  const byCode = isApiErrorCode(code) ? CODE_FIELDS[code] : undefined;
  if (byCode) return byCode;
  if (!message) return null;
  return formField(LENGTH_REFUSAL.exec(message)?.[1] ?? REQUIRED_REFUSAL.exec(message)?.[1]);
}

/** A password the API refused (too short, too long, too common), as its field's error; else null. */
export function passwordRefusalText(error: unknown, t: TFunction): string | null {
  const { code, message } = describeApiError(error);
  if (code === 'PASSWORD_TOO_COMMON') return t('errors.passwordTooCommon');
  const field = message ? LENGTH_REFUSAL.exec(message)?.[1] : undefined;
  return field && PASSWORD_FIELDS.has(field) ? refusalText(error, t) : null;
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
