import type { TFunction } from 'i18next';
import { PERSON_NAME_MAX } from '@trabzon/contracts/validation';
import { useSiteSettings } from '../../../layout/siteSettings';
import { isAccountEmail, MIN_PASSWORD_LENGTH } from './errors';

export type SignUpField = 'name' | 'email' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The e-mail of a sign-in, sign-up or reset request: required, and an address the API takes. */
export function emailError(email: string, t: TFunction): string | undefined {
  if (!email.trim()) return t('errors.emailRequired');
  return isAccountEmail(email) ? undefined : t('errors.invalidEmail');
}

/** A sign-in's fields: the password is only required (older accounts may have shorter ones). */
export function signInErrors(values: { email: string; password: string }, t: TFunction): FieldErrors<'email' | 'password'> {
  const found: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email, t);
  if (email) found.email = email;
  if (!values.password) found.password = t('errors.passwordRequired');
  return found;
}

/**
 * The shortest new password the API takes: Settings → Security's minimum (public settings), which an
 * admin may raise above the built-in 8; the forms check and state that one.
 */
export function usePasswordMinLength(): number {
  return useSiteSettings()?.passwordMinLength ?? MIN_PASSWORD_LENGTH;
}

/** A new password's error, or undefined: required, and at least `minLength` characters. */
export function newPasswordError(password: string, minLength: number, t: TFunction): string | undefined {
  if (!password) return t('errors.passwordRequired');
  return password.length < minLength ? t('errors.passwordTooShort', { count: minLength }) : undefined;
}

/** A sign-up's fields, checked as the API will (the /register page and the header's modal). */
export function signUpErrors(values: Record<SignUpField, string>, t: TFunction, minLength = MIN_PASSWORD_LENGTH): FieldErrors<SignUpField> {
  const found: FieldErrors<SignUpField> = {};
  const name = values.name.trim();
  if (!name) found.name = t('errors.nameRequired');
  else if (name.length > PERSON_NAME_MAX) found.name = t('errors.nameTooLong', { max: PERSON_NAME_MAX });
  const email = emailError(values.email, t);
  if (email) found.email = email;
  const password = newPasswordError(values.password, minLength, t);
  if (password) found.password = password;
  return found;
}
