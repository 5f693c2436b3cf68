import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { afterLoginPath } from './redirect';

/**
 * /login and /register: a sign-in in another tab (the session store takes it from the `storage`
 * event) leads this tab on as its own sign-in would, instead of leaving the form up under a
 * signed-in header. Listens only while signed out: this tab's own sign-in (the view or the header's
 * modal) fires no `storage` event here and leads on by itself, after its message.
 */
export function useFollowSignInElsewhere(): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // Signed in with a role: the other tab's keys can arrive one event each, and listening must go on
  // until the role, which chooses the target, has come too.
  const signedIn = useSessionStore((state) => Boolean(state.token && state.role));

  useEffect(() => {
    if (signedIn) return;
    let left = false;
    // Runs after the store's own listener (added when the store loaded), so the store already holds the new session.
    const follow = () => {
      const { token, role } = useSessionStore.getState();
      if (left || !token || !role) return;
      left = true;
      navigate(afterLoginPath(role, redirect), { replace: true });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [signedIn, redirect, navigate]);
}
