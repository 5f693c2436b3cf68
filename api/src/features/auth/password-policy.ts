import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { badRequest } from '../../lib/http-error';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The zxcvbn family's list of common passwords (about 49,000), lower-cased, loaded once. */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary.passwords.map((password) => password.toLowerCase()));
  return common;
}

export const PASSWORD_POLICY_TEXT = {
  common: ADMIN_REFUSALS.passwordTooCommon,
} as const;

/**
 * Null when acceptable, else the reason: in the list of common passwords, or one character repeated
 * ("aaaaaaaa", or only spaces, which every screen then words in its language by the code).
 */
export function passwordProblem(password: string): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered) || commonPasswords().has(lowered.trim())) return PASSWORD_POLICY_TEXT.common;
  // A single character repeated ("aaaaaaaa") is as weak.
  if (new Set(lowered).size === 1) return PASSWORD_POLICY_TEXT.common;
  return null;
}

/** Refuses (400) a weak password with PASSWORD_TOO_COMMON, for the screens to word. */
export function refusePoorPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, 'PASSWORD_TOO_COMMON');
}
