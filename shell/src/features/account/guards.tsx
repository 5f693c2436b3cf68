import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { loginPathFor } from './model/redirect';

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

/** Admin screens: signed-out visitors go to sign in, signed-in non-admins go home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const role = useSessionStore((state) => state.role);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  if (role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
