import { act } from '@testing-library/react';
import { useSessionStore } from '@trabzon/stores';

/** Signs a user in as the API's login does (token, role, name, user record), inside act so mounted screens follow. */
export function signInAs(id: string, name = id, email = `${id}@trabzontravel.test`): void {
  act(() => {
    useSessionStore.getState().signIn({ token: `token-${id}`, role: 'user', name, user: { _id: id, name, email, role: 'user' } });
  });
}
