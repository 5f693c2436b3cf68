import type { UpdateProfileRequest, UpdateProfileResponse } from '@trabzon/contracts';
import { CHECKOUT_MESSAGES, PROFILE_IMAGE_MAX_BYTES, imageFormatOf, isValidPersonName, trimText } from '@trabzon/contracts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import type { Repositories } from '../../plugins/repositories';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { refusePoorPassword } from '../auth/password-policy';
import { AUTH_TEXT, passwordTooShort } from '../auth/service';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { normalizeEmail } from './email';
import { toMe } from './present';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { EmailInUseError, type AccountUser, type UserChanges } from './repository';
import { accountMail } from '../notifications/account-mails';
import type { Lang } from '../notifications/templates';

export const PROFILE_TEXT = {
  currentPasswordRequired: 'currentPassword is required to set a new password',
  currentPasswordRequiredForEmail: 'currentPassword is required to change the email address',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUnchanged: 'The new password must be different from the current one',
  badImage: 'profileImage must be a site path, an https URL or a PNG, JPEG or WebP image of at most 300 KB',
} as const;

const MAX_URL_LENGTH = 2048;
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * A profile image is a path on this site (`/images/a.png`), an https URL, or a base64 data URL of
 * a PNG, JPEG or WebP whose bytes really are that format and at most PROFILE_IMAGE_MAX_BYTES.
 * Anything else (other schemes, SVG, scripts, protocol-relative URLs) is refused.
 */
export function isAcceptableProfileImage(value: string): boolean {
  const data = DATA_URL.exec(value);
  if (data) {
    const [, format, base64] = data as unknown as [string, string, string];
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    if (base64.length % 4 !== 0 || (base64.length / 4) * 3 - padding > PROFILE_IMAGE_MAX_BYTES) return false;
    // 24 base64 characters are the first 18 bytes: enough for every signature.
    return imageFormatOf(Buffer.from(base64.slice(0, 24), 'base64')) === format;
  }
  if (value.length > MAX_URL_LENGTH || /[\s\\<>"]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the old address is told when the e-mail or password of its account changes. */
export function createUsersService({ db, repos, issueToken }: { db: Db; repos: Repositories; issueToken: (user: AccountUser) => string }) {
  const { users, outbox } = repos;
  /** Settings → Security's minimum password length (the contract's 8 until saved). */
  const minLength = () => repos.siteSettings.passwordMinLength();

  /** The current password must be given and right (a stolen token alone cannot take the account over). */
  async function requireCurrentPassword(user: AccountUser, currentPassword: string | undefined, missing: string): Promise<void> {
    if (!currentPassword) throw badRequest(missing);
    const currentHash = users.passwordHashOf(user.id);
    if (!currentHash || !(await verifyPassword(currentHash, currentPassword))) {
      throw badRequest(PROFILE_TEXT.currentPasswordIncorrect, 'CURRENT_PASSWORD_INCORRECT');
    }
  }

  return {
    /**
     * Applies the changes in one UPDATE. A password change needs the right current password,
     * ends every token the user holds and answers a fresh one.
     */
    async updateProfile(user: AccountUser, input: UpdateProfileRequest, lang: Lang = 'en'): Promise<UpdateProfileResponse> {
      const changes: UserChanges = {};
      if (input.name !== undefined) {
        const name = trimText(input.name);
        if (!name) throw badRequest('name is required');
        if (!isValidPersonName(name)) throw badRequest(CHECKOUT_MESSAGES.personName, 'INVALID_NAME');
        if (name !== user.name) changes.name = name;
      }
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== user.email) {
          await requireCurrentPassword(user, input.currentPassword, PROFILE_TEXT.currentPasswordRequiredForEmail);
          if (users.emailExists(email)) throw conflict(AUTH_TEXT.emailTaken, 'EMAIL_TAKEN');
          changes.email = email;
        }
      }
      if (input.profileImage !== undefined) {
        const image = input.profileImage || null; // "" removes the image like null
        if (image !== null && !isAcceptableProfileImage(image)) throw badRequest(PROFILE_TEXT.badImage);
        changes.profileImage = image;
      }
      const changingPassword = input.newPassword !== undefined;
      if (changingPassword) {
        if (changes.email === undefined) await requireCurrentPassword(user, input.currentPassword, PROFILE_TEXT.currentPasswordRequired);
        // Checked after the current password is: a wrong guess learns nothing from this answer.
        if (input.newPassword === input.currentPassword) throw badRequest(PROFILE_TEXT.passwordUnchanged, 'PASSWORD_UNCHANGED');
        refusePoorPassword(input.newPassword!);
        if (input.newPassword!.length < minLength()) throw badRequest(passwordTooShort(minLength()));
        changes.passwordHash = await hashPassword(input.newPassword!);
        changes.mustChangePassword = false;
      }

      let updated: AccountUser | undefined;
      try {
        // The change and the notice to the old address are written together.
        updated = immediate(db, () => {
          const result = users.update(user.id, changes, { revokeTokens: changingPassword });
          const values = { siteName: repos.siteSettings.app().siteName, name: user.name, email: changes.email ?? user.email };
          if (result && changes.email !== undefined) outbox.enqueue(accountMail('emailChanged', lang, user.email, values));
          if (result && changingPassword) outbox.enqueue(accountMail('passwordChanged', lang, user.email, values));
          return result;
        });
      } catch (error) {
        if (error instanceof EmailInUseError) throw conflict(AUTH_TEXT.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
      if (!updated) throw unauthorized(AUTH_MESSAGES.invalid); // deleted meanwhile
      return changingPassword ? { user: toMe(updated), token: issueToken(updated) } : { user: toMe(updated) };
    },
  };
}
