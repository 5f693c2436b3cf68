import { authApi, type MeResponse } from '@trabzon/api-client';
import type { SessionUser } from '@trabzon/stores';

/**
 * The admin area's profile check (spec section 4): GET /api/auth/me once per visit to /admin/*.
 * One call per token is shared by every mount of the layout while the visitor stays in the area
 * (React's strict-mode remount and moves between admin screens reuse it); leaving the area drops
 * it, so the next visit checks again.
 */
interface Check {
  token: string;
  promise: Promise<MeResponse>;
  result: MeResponse | null;
}

let current: Check | null = null;
let mounted = 0;

export function profileCheck(token: string): Check {
  if (current?.token === token) return current;
  const check: Check = { token, promise: authApi.me(), result: null };
  check.promise.then(
    (me) => {
      check.result = me;
    },
    () => undefined,
  );
  current = check;
  return check;
}

/** The layout mounted: keep the check. Returns the unmount handler that drops it when the area is left. */
export function holdProfileCheck(): () => void {
  mounted += 1;
  return () => {
    mounted -= 1;
    setTimeout(() => {
      if (mounted === 0) current = null;
    }, 0);
  };
}

/** The session user the stores keep, from the profile answer. */
export function sessionUserOf(me: MeResponse): SessionUser {
  return { _id: me._id, name: me.name, email: me.email, role: me.role, profileImage: me.profileImage };
}
