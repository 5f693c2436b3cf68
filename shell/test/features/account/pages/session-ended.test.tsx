// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { authApi, http } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { useSessionStore } from '@trabzon/stores';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';

beforeAll(() => startI18n(registerAccountTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
});

const user = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'admin' as const };

function renderLogin() {
  // The page's server status check (GET /api/auth/status) answers here, not over the network.
  vi.spyOn(authApi, 'status').mockResolvedValue(undefined as never);
  render(
    <MemoryRouter initialEntries={['/login?redirect=%2Fadmin%2Fhotels']}>
      <AppProviders>
        <LoginPage />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('/login after the API refused the session', () => {
  it('says the session has ended when a request with the session got 401 (demoted, signed out elsewhere)', async () => {
    useSessionStore.getState().signIn({ token: 'old', role: 'admin', name: 'Ayşe', user });
    // The API answers 401 to a request that carried the session.
    await http
      .get('/hotels', {
        adapter: (config) => {
          const response = { status: 401, data: { statusCode: 401 }, headers: {}, statusText: 'Unauthorized', config };
          return Promise.reject(new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, response as never));
        },
      })
      .catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();
    renderLogin();
    expect(screen.getByTestId('login-message').textContent).toBe('Your session has ended. Please sign in again.');
  });

  it('says nothing of the kind after signing out by choice', () => {
    useSessionStore.getState().signIn({ token: 'old', role: 'admin', name: 'Ayşe', user });
    useSessionStore.getState().signOut();
    renderLogin();
    expect(screen.queryByTestId('login-message')).toBeNull();
  });
});
