import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { CHANGE_PASSWORD_PATH, loginPathFor } from './model/redirect';
import { useMe } from './queries/useMe';

/**
 * Signed-in screens: a visitor without a session goes to /login?redirect=<where they were>. The
 * server enforces access for real; this only spares the visitor a screen they cannot use.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  return <>{children}</>;
}

/**
 * Admin screens: signed-out visitors go to sign in, signed-in non-admins go home, and an admin who
 * must replace a generated password goes to the profile's password form (the API refuses the
 * back office's calls until then, PASSWORD_CHANGE_REQUIRED).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const role = useSessionStore((state) => state.role);
  const me = useMe();
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  if (role !== 'admin') return <Navigate to="/" replace />;
  if (me.data?.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return <>{children}</>;
}
