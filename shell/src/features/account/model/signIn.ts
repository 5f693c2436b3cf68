import { authApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';

/** Signs in and stores the session (in this tab only when `remember` is false). */
export async function signIn(email: string, password: string, remember = true) {
  const result = await authApi.login({ email: email.trim(), password });
  useSessionStore.getState().signIn({ token: result.token, role: result.role, name: result.name, user: result.user }, { remember });
  return result;
}

/** Ends the session on the server too (the token stops working), then locally, whatever happens. */
export async function signOut() {
  try {
    if (useSessionStore.getState().token) await authApi.logout();
  } catch {
    /* offline or already expired: the local sign-out below is what matters to the visitor */
  } finally {
    useSessionStore.getState().signOut();
  }
}
