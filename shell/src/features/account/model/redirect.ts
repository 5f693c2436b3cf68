import type { Role } from '@trabzon/stores';

/** A redirect target we are willing to follow: a path on this site, never another origin. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

/** The profile's password section, with the notice that a new password is required. */
export const CHANGE_PASSWORD_PATH = '/profile?changePassword=1';

/**
 * Where a successful sign-in leads (spec section 2): admins to /admin (or the admin page they were
 * sent away from), everyone else to the redirect parameter or given URL, else home.
 */
export function afterLoginPath(role: Role, redirect: string | null | undefined, mustChangePassword = false): string {
  // An account with a generated password (the first admin) chooses its own before anything else.
  if (mustChangePassword) return CHANGE_PASSWORD_PATH;
  const target = safeRedirect(redirect);
  if (role === 'admin') return target?.startsWith('/admin') ? target : '/admin';
  return target ?? '/';
}

/** The login URL that brings the visitor back to where they were. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** /login or /register keeping the redirect target, so moving between the two forms does not lose it. */
export function authPathKeeping(path: '/login' | '/register', redirect: string | null): string {
  const target = safeRedirect(redirect);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
