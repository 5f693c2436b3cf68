import type { UpdateProfileRequest, UpdateProfileResponse } from '@trabzon/contracts';
import { PROFILE_IMAGE_MAX_BYTES } from '@trabzon/contracts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import type { Repositories } from '../../plugins/repositories';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { AUTH_TEXT } from '../auth/service';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { normalizeEmail } from './email';
import { toMe } from './present';
import { EmailInUseError, type AccountUser, type UserChanges } from './repository';

export const PROFILE_TEXT = {
  currentPasswordRequired: 'currentPassword is required to set a new password',
  currentPasswordIncorrect: 'Current password is incorrect',
  badImage: 'profileImage must be a site path, an https URL or a PNG, JPEG or WebP image of at most 300 KB',
} as const;

const MAX_URL_LENGTH = 2048;
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

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
    return SIGNATURES[format]!(Buffer.from(base64.slice(0, 24), 'base64'));
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

export function createUsersService({ repos, issueToken }: { repos: Repositories; issueToken: (user: AccountUser) => string }) {
  const { users } = repos;
  /** Settings → Security's minimum password length (the contract's 8 until saved). */
  const minLength = () => repos.siteSettings.passwordMinLength();

  return {
    /**
     * Applies the changes in one UPDATE. A password change needs the right current password,
     * ends every token the user holds and answers a fresh one.
     */
    async updateProfile(user: AccountUser, input: UpdateProfileRequest): Promise<UpdateProfileResponse> {
      const changes: UserChanges = {};
      if (input.name !== undefined) {
        const name = input.name.trim();
        if (!name) throw badRequest('name is required');
        if (name !== user.name) changes.name = name;
      }
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== user.email) {
          if (users.emailExists(email)) throw conflict(AUTH_TEXT.emailTaken);
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
        if (!input.currentPassword) throw badRequest(PROFILE_TEXT.currentPasswordRequired);
        const currentHash = users.passwordHashOf(user.id);
        if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
          throw badRequest(PROFILE_TEXT.currentPasswordIncorrect);
        }
        if (input.newPassword!.length < minLength()) throw badRequest(`Password must be at least ${minLength()} characters`);
        changes.passwordHash = await hashPassword(input.newPassword!);
      }

      let updated: AccountUser | undefined;
      try {
        updated = users.update(user.id, changes, { revokeTokens: changingPassword });
      } catch (error) {
        if (error instanceof EmailInUseError) throw conflict(AUTH_TEXT.emailTaken);
        throw error;
      }
      if (!updated) throw unauthorized(AUTH_MESSAGES.invalid); // deleted meanwhile
      return changingPassword ? { user: toMe(updated), token: issueToken(updated) } : { user: toMe(updated) };
    },
  };
}
