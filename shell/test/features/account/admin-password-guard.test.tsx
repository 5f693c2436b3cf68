// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@trabzon/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders, queryClient } from '@trabzon/ui';
import { useSessionStore } from '@trabzon/stores';
import { RequireAdmin } from '../../../src/features/account/guards';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  useSessionStore.getState().signOut();
});

function At() {
  const location = useLocation();
  return <p data-testid="at">{location.pathname + location.search}</p>;
}

function signInAdmin() {
  const user = { _id: 'a1', name: 'Boss', email: 'boss@example.com', role: 'admin' as const };
  act(() => useSessionStore.getState().signIn({ token: 't', role: 'admin', name: user.name, user }));
  return user;
}

function renderAdmin() {
  render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <AppProviders>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <RequireAdmin>
                <h1>back office</h1>
              </RequireAdmin>
            }
          />
          <Route path="*" element={<At />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

const me = (user: object, mustChangePassword?: boolean) =>
  ({
    ...user,
    profileImage: null,
    active: true,
    createdAt: '',
    lastLoginAt: null,
    ...(mustChangePassword ? { mustChangePassword } : {}),
  }) as never;

describe('RequireAdmin', () => {
  it('sends an admin who must replace a generated password to the password form', async () => {
    const user = signInAdmin();
    vi.spyOn(authApi, 'me').mockResolvedValue(me(user, true));
    renderAdmin();
    expect((await screen.findByTestId('at')).textContent).toBe('/profile?changePassword=1');
  });

  it('lets an admin with a chosen password in', async () => {
    const user = signInAdmin();
    const asked = vi.spyOn(authApi, 'me').mockResolvedValue(me(user));
    renderAdmin();
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'back office' })).toBeTruthy();
  });
});
