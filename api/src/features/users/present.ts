import type { MeResponse, PublicUser } from '@trabzon/contracts';
import type { AccountUser } from './repository';

/** The user as login answers show it. */
export function toPublicUser(user: AccountUser): PublicUser {
  return { _id: user.id, name: user.name, email: user.email, role: user.role, profileImage: user.profileImage };
}

/** The user as GET /api/auth/me and the profile update show it. */
export function toMe(user: AccountUser): MeResponse {
  return {
    ...toPublicUser(user),
    active: user.active,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}
