import { CHECKOUT_LIMITS, PASSWORD_MAX_LENGTH, PERSON_NAME_MAX, PROFILE_IMAGE_MAX_BYTES } from '@trabzon/contracts/validation';

/** The account schemas' limits (packages/contracts/src/auth.ts), from contracts' schema-free validation module. */
export const ACCOUNT_LIMITS = {
  /** PASSWORD_MAX_LENGTH: a sign-in's, a new and a current password. */
  passwordMax: PASSWORD_MAX_LENGTH,
  /** The schemas' `Email` (maxLength 254), as the checkout's e-mail. */
  emailMax: CHECKOUT_LIMITS.email,
  /** NAME_MAX_LENGTH. */
  nameMax: PERSON_NAME_MAX,
  /** PROFILE_IMAGE_MAX_BYTES: a photo's decoded size. */
  imageMaxBytes: PROFILE_IMAGE_MAX_BYTES,
} as const;
