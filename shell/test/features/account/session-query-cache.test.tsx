// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { QUOTE_KEY, authApi, http, type MeResponse } from '@trabzon/api-client';
import { queryClient } from '@trabzon/ui';
import { useLocaleStore, useSessionStore, type SessionUser } from '@trabzon/stores';
import { signOut } from '../../../src/features/account/model/signIn';
import { forgetUserQueriesWhenSessionEnds } from '../../../src/features/account/model/userQueries';
import { meKey, useMe } from '../../../src/features/account/queries/useMe';

const ada: SessionUser = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

const PRIVATE_KEYS: readonly (readonly unknown[])[] = [
  meKey('u1', 'en'),
  ['bookings', 'mine', 'u1', 1, 'en'],
  ['bookings', 'lookup', { reference: 'TRB-1', email: 'ada@example.com' }, 'en'],
  ['admin-bookings', 'list', {}, 'en'],
  ['admin', 'stats', 'en'],
];
const PUBLIC_KEYS: readonly (readonly unknown[])[] = [
  ['hotels', 'list', {}, 'en'],
  ['destinations', 'list', 'en'],
  ['settings', 'public'],
  [...QUOTE_KEY, { hotelId: 'h1' }, 'en'],
];

/** The shared cache as a signed-in user's visit leaves it: their own answers beside the catalogue. */
function fillCache() {
  for (const key of [...PRIVATE_KEYS, ...PUBLIC_KEYS]) queryClient.setQueryData(key, { key });
}
const cached = (keys: readonly (readonly unknown[])[]) => keys.filter((key) => queryClient.getQueryData(key) !== undefined);

/** A request with the session that the API answers 401 (the token expired or was revoked). */
function refusedRequest() {
  return http
    .get('/bookings', {
      adapter: (config) => {
        const response = { status: 401, data: { statusCode: 401 }, headers: {}, statusText: 'Unauthorized', config };
        return Promise.reject(new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, response as never));
      },
    })
    .catch(() => undefined);
}

// As the shell's boot does.
let stopForgetting: () => void;
beforeAll(() => {
  useLocaleStore.getState().setLanguage('en');
  stopForgetting = forgetUserQueriesWhenSessionEnds(queryClient);
});
afterAll(() => stopForgetting());
beforeEach(() => {
  queryClient.clear();
  useSessionStore.getState().signIn({ token: 't1', role: 'user', name: ada.name, user: ada }, { remember: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
});

describe('the query cache when the session ends', () => {
  it('signing out forgets the user’s profile, bookings and back-office answers, and keeps the catalogue', async () => {
    const logout = vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    fillCache();
    await signOut();
    expect(logout).toHaveBeenCalled();
    expect(cached(PRIVATE_KEYS)).toEqual([]);
    expect(cached(PUBLIC_KEYS)).toEqual(PUBLIC_KEYS);
  });

  it('a session the API refuses (401) is forgotten too', async () => {
    fillCache();
    await refusedRequest();
    expect(useSessionStore.getState().token).toBeNull();
    expect(cached(PRIVATE_KEYS)).toEqual([]);
    expect(cached(PUBLIC_KEYS)).toEqual(PUBLIC_KEYS);
  });

  it('another user taking the session over forgets the last one’s; a new token of the same user keeps them', () => {
    fillCache();
    useSessionStore.getState().setToken('t2'); // a password change
    expect(cached(PRIVATE_KEYS)).toEqual(PRIVATE_KEYS);
    useSessionStore.getState().signIn({ token: 't3', role: 'user', name: 'Zeynep', user: { ...ada, _id: 'u2', name: 'Zeynep' } });
    expect(cached(PRIVATE_KEYS)).toEqual([]);
  });
});

/** Who the profile query says is signed in. */
function ProfileName() {
  const me = useMe();
  return <p data-testid="me">{me.data?.name ?? '…'}</p>;
}

/** A session restored from an older build's userData: the user has no id. */
function idlessSession(token: string, name: string) {
  const user = { name, email: `${name.toLowerCase()}@example.com`, role: 'user' } as unknown as SessionUser;
  useSessionStore.setState({ token, role: 'user', name, user });
}

describe('the profile query of a stored user without an id', () => {
  it('is keyed by its session, so the next such session loads its own profile instead of the last one’s', async () => {
    const profiles: Record<string, MeResponse> = {
      a: {
        _id: 'ua',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'user',
        profileImage: null,
        active: true,
        createdAt: '',
        lastLoginAt: null,
      },
      b: {
        _id: 'ub',
        name: 'Zeynep',
        email: 'zeynep@example.com',
        role: 'user',
        profileImage: null,
        active: true,
        createdAt: '',
        lastLoginAt: null,
      },
    };
    vi.spyOn(authApi, 'me').mockImplementation(async () => profiles[useSessionStore.getState().token ?? '']!);
    // A cache of its own: only the key decides what this page shows.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    idlessSession('a', 'Ada');
    render(
      <QueryClientProvider client={client}>
        <ProfileName />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('me').textContent).toBe('Ada'));

    act(() => idlessSession('b', 'Zeynep'));
    await waitFor(() => expect(screen.getByTestId('me').textContent).toBe('Zeynep'));
    expect(client.getQueryCache().find({ queryKey: meKey('', 'en'), exact: true })).toBeUndefined();
  });
});
