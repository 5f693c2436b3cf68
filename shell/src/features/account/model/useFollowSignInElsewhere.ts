import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@trabzon/router';
import { SESSION_KEYS, useSessionStore } from '@trabzon/stores';
import { afterLoginPath } from './redirect';

const SESSION_KEY_NAMES = new Set<string>(Object.values(SESSION_KEYS));

/**
 * /login and /register: a sign-in in another tab (the session store takes it from the `storage`
 * event) leads this tab on as its own sign-in would, instead of leaving the form up under a
 * signed-in header. `ownSignIn`: this tab is signing in itself; its form leads on by itself, after
 * its message. The listener stays for the page's life and reads everything else when the event
 * comes: in a browser the store's own listener re-renders the page before this one runs, so
 * nothing may depend on the render in between.
 */
export function useFollowSignInElsewhere(ownSignIn = false): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const latest = useRef({ navigate, redirect: params.get('redirect'), ownSignIn });
  latest.current = { navigate, redirect: params.get('redirect'), ownSignIn };

  useEffect(() => {
    let left = false;
    const follow = (event: StorageEvent) => {
      if (left || latest.current.ownSignIn || (event.key !== null && !SESSION_KEY_NAMES.has(event.key))) return;
      const { token, role } = useSessionStore.getState();
      // The other tab's keys can arrive one event each: wait for the role, which chooses the target.
      if (!token || !role) return;
      left = true;
      latest.current.navigate(afterLoginPath(role, latest.current.redirect), { replace: true });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
}
