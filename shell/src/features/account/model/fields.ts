import type { TFunction } from 'i18next';
import { isValidPersonName } from '@trabzon/contracts/validation';
import { useSiteSettings } from '../../../layout/siteSettings';
import { isAccountEmail, MIN_PASSWORD_LENGTH } from './errors';
import { ACCOUNT_LIMITS } from './limits';

/** A text's length as the API's schemas count it (code points: an emoji is one). */
const lengthOf = (text: string) => [...text].length;

export type SignUpField = 'name' | 'email' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The e-mail of a sign-in, sign-up or reset request: required, and an address the API takes. */
export function emailError(email: string, t: TFunction): string | undefined {
  if (!email.trim()) return t('errors.emailRequired');
  if (email.trim().length > ACCOUNT_LIMITS.emailMax) return t('errors.emailTooLong', { max: ACCOUNT_LIMITS.emailMax });
  return isAccountEmail(email) ? undefined : t('errors.invalidEmail');
}

/** Any password the API is sent (a sign-in's, a current one) longer than it takes, or undefined. */
export function passwordTooLongError(password: string, t: TFunction): string | undefined {
  return lengthOf(password) > ACCOUNT_LIMITS.passwordMax ? t('errors.passwordTooLong', { max: ACCOUNT_LIMITS.passwordMax }) : undefined;
}

/** A current password's error (the profile's forms): required, and no longer than the API takes. */
export function currentPasswordError(password: string, t: TFunction): string | undefined {
  return password ? passwordTooLongError(password, t) : t('errors.passwordRequired');
}

/** A sign-in's fields: the password is required and at most the API's maximum (older accounts may have shorter ones). */
export function signInErrors(values: { email: string; password: string }, t: TFunction): FieldErrors<'email' | 'password'> {
  const found: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email, t);
  if (email) found.email = email;
  const password = currentPasswordError(values.password, t);
  if (password) found.password = password;
  return found;
}

/**
 * The shortest new password the API takes: Settings → Security's minimum (public settings), which an
 * admin may raise above the built-in 8; the forms check and state that one.
 */
export function usePasswordMinLength(): number {
  return useSiteSettings()?.passwordMinLength ?? MIN_PASSWORD_LENGTH;
}

/** A new password's error, or undefined: required, at least `minLength` characters and at most the API's maximum. */
export function newPasswordError(password: string, minLength: number, t: TFunction): string | undefined {
  if (!password) return t('errors.passwordRequired');
  return password.length < minLength ? t('errors.passwordTooShort', { count: minLength }) : passwordTooLongError(password, t);
}

/** A name's error (sign-up, profile): required once trimmed, at most the API's maximum, and a person's name (the API's rule). */
export function nameError(name: string, t: TFunction): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t('errors.nameRequired');
  if (lengthOf(trimmed) > ACCOUNT_LIMITS.nameMax) return t('errors.nameTooLong', { max: ACCOUNT_LIMITS.nameMax });
  return isValidPersonName(trimmed) ? undefined : t('errors.nameLetters');
}

/** A sign-up's fields, checked as the API will (the /register page and the header's modal). */
export function signUpErrors(values: Record<SignUpField, string>, t: TFunction, minLength = MIN_PASSWORD_LENGTH): FieldErrors<SignUpField> {
  const found: FieldErrors<SignUpField> = {};
  const name = nameError(values.name, t);
  if (name) found.name = name;
  const email = emailError(values.email, t);
  if (email) found.email = email;
  const password = newPasswordError(values.password, minLength, t);
  if (password) found.password = password;
  return found;
}
