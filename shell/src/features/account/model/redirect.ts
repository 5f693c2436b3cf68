import type { Role } from '@trabzon/stores';

/** A redirect target we are willing to follow: a path on this site, never another origin. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

/**
 * Where a successful sign-in leads (spec section 2): admins to /admin (or the admin page they were
 * sent away from), everyone else to the redirect parameter or given URL, else home.
 */
export function afterLoginPath(role: Role, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  if (role === 'admin') return target?.startsWith('/admin') ? target : '/admin';
  return target ?? '/';
}

/** The login URL that brings the visitor back to where they were. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
