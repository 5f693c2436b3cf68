import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, PERSON_NAME_MAX, PROFILE_IMAGE_MAX_BYTES } from './validation';

export { PASSWORD_MAX_LENGTH, PROFILE_IMAGE_MAX_BYTES };

export const AuthStatusResponse = Type.Object({
  status: Type.Literal('ok'),
  time: Type.String({ format: 'date-time' }),
  version: Type.String(),
});
export type AuthStatusResponse = Static<typeof AuthStatusResponse>;

/** Limits shared by the forms and the API. */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = PERSON_NAME_MAX;

export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('user')]);
export type UserRole = Static<typeof UserRole>;

/** The API trims and lower-cases e-mails before it checks them, so " Ada@Example.com " is fine. */
const Email = Type.String({ format: 'email', maxLength: 254 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
/**
 * A site path (`/images/me.png`), an https URL, or a `data:image/(png|jpeg|webp);base64,...` URL of
 * at most PROFILE_IMAGE_MAX_BYTES; null (or "") removes the image. Null comes first: the API's
 * validator coerces types, and a string branch tried first would turn null into "".
 */
const ProfileImage = Type.Union([Type.Null(), Type.String({ maxLength: 2048 + Math.ceil((PROFILE_IMAGE_MAX_BYTES * 4) / 3) })]);

/** The user as every answer shows it: never a password hash, token version or other internals. */
export const PublicUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: UserRole,
  profileImage: Type.Union([Type.String(), Type.Null()]),
});
export type PublicUser = Static<typeof PublicUser>;

/** GET /api/auth/me: the public fields plus what the profile and admin screens show. */
export const MeResponse = Type.Object({
  ...PublicUser.properties,
  active: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The generated first admin must choose a password: the client leads them to /profile. */
  mustChangePassword: Type.Optional(Type.Boolean()),
});
export type MeResponse = Static<typeof MeResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const RegisterRequest = Type.Object({ name: Name, email: Email, password: NewPassword }, { additionalProperties: false });
export type RegisterRequest = Static<typeof RegisterRequest>;

export const LoginRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
  { additionalProperties: false, examples: [{ email: 'user@trabzontravel.test', password: 'User123!' }] },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  role: UserRole,
  name: Type.String(),
  user: PublicUser,
  /** True for an account that must choose a new password now (the generated first admin). */
  mustChangePassword: Type.Optional(Type.Boolean()),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** PUT /api/users/profile: every field optional; a new password needs the current one. */
export const UpdateProfileRequest = Type.Object(
  {
    name: Type.Optional(Name),
    email: Type.Optional(Email),
    profileImage: Type.Optional(ProfileImage),
    currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
    newPassword: Type.Optional(NewPassword),
  },
  { additionalProperties: false },
);
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

/** The updated user; `token` is present after a password change (every older token has ended). */
export const UpdateProfileResponse = Type.Object({
  user: MeResponse,
  token: Type.Optional(Type.String()),
});
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

export const ForgotPasswordRequest = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ResetPasswordParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type ResetPasswordParams = Static<typeof ResetPasswordParams>;

export const ResetPasswordRequest = Type.Object({ password: NewPassword }, { additionalProperties: false });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const TestUserCredential = Type.Object({
  role: UserRole,
  email: Type.String(),
  password: Type.String(),
});
export type TestUserCredential = Static<typeof TestUserCredential>;

export const TestUsersResponse = Type.Object({
  message: Type.String(),
  /** Only the accounts that still have their documented password (a changed one is never reset). */
  credentials: Type.Array(TestUserCredential),
});
export type TestUsersResponse = Static<typeof TestUsersResponse>;
