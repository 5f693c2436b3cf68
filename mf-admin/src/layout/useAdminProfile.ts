import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { holdProfileCheck, profileCheck, sessionUserOf } from './profileCheck';
import { loginPathFor } from './navigation';

export type ProfileStatus = 'checking' | 'admin' | 'leaving';

/**
 * Verifies the profile on entering the admin area: loading until the answer; the role and name
 * are refreshed from it; a non-admin goes to /, a failed fetch signs out and goes to sign in.
 * A missing token is the shell guard's case (it already sent the visitor to /login).
 */
export function useAdminProfile(): ProfileStatus {
  const token = useSessionStore((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<ProfileStatus>(() => (token && profileCheck(token).result?.role === 'admin' ? 'admin' : 'checking'));

  useEffect(() => holdProfileCheck(), []);

  useEffect(() => {
    if (!token) return;
    let active = true;
    const here = location.pathname + location.search + location.hash;
    profileCheck(token).promise.then(
      (me) => {
        if (!active) return;
        useSessionStore.getState().updateUser(sessionUserOf(me));
        if (me.role === 'admin') {
          setStatus('admin');
        } else {
          setStatus('leaving');
          navigate('/', { replace: true });
        }
      },
      () => {
        if (!active) return;
        setStatus('leaving');
        // A refused session was signed out (as ended) by the API client already; keep what it said.
        const session = useSessionStore.getState();
        if (session.token) session.signOut();
        navigate(loginPathFor(here), { replace: true });
      },
    );
    return () => {
      active = false;
    };
    // Only a new session starts a new check; moving between admin screens does not (the path
    // is read once, for the sign-in redirect).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new session, not a new path, starts a check
  }, [token]);

  return status;
}
