import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { authApi, siteSettingsApi, type MeResponse } from '@trabzon/api-client';
import { AppProviders, queryClient } from '@trabzon/ui';
import { useSessionStore } from '@trabzon/stores';

/** The signed-in visitor as GET /api/auth/me answers: Ayşe, unless `changes` say otherwise. */
export function accountUser(changes: Partial<MeResponse> = {}): MeResponse {
  return {
    _id: 'u1',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    role: 'user',
    profileImage: null,
    active: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    lastLoginAt: null,
    ...changes,
  };
}

/**
 * Public settings the test has not given (its own spy, or seeded query data) are refused as an
 * absent API refuses them, so the built-in defaults stand, without a real request (GET
 * /api/settings, which `usePasswordMinLength` asks for, printed ECONNREFUSED 127.0.0.1:3000).
 */
export function refuseSiteSettings(): void {
  if (!vi.isMockFunction(siteSettingsApi.get)) vi.spyOn(siteSettingsApi, 'get').mockRejectedValue(new Error('No API in tests'));
}

/** Renders an account page at `path`, its route matched by `route`, inside the site's providers (see refuseSiteSettings). */
export function renderAt(page: ReactElement, path = '/', route = '/') {
  refuseSiteSettings();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** Signs `user` in for this session only, and has /api/auth/me answer with them. */
export function signInAs(user: MeResponse): void {
  useSessionStore.getState().signIn({ token: 't', role: 'user', name: user.name, user }, { remember: false });
  vi.spyOn(authApi, 'me').mockResolvedValue(user);
}

/** After each test: nothing rendered, no spies, no cached query, nobody signed in. */
export function resetAccountPage(): void {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  useSessionStore.getState().signOut();
}
