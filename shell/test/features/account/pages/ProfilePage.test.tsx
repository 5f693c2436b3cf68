// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';
import { authApi, type MeResponse } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';

const ME: MeResponse = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  profileImage: null,
  active: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
};

/** The API's refusal; `code` as the error plugin sends it (absent when undefined). */
function refused(status: number, message: string, code?: string) {
  const data = { statusCode: status, message, ...(code ? { code } : {}) };
  const response = { status, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

async function changeEmail() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <AppProviders>
        <ProfilePage />
      </AppProviders>
    </MemoryRouter>,
  );
  const email = await screen.findByLabelText('Email');
  fireEvent.change(email, { target: { value: 'new@example.com' } });
  const [current] = await screen.findAllByLabelText('Current password', { exact: false });
  fireEvent.change(current!, { target: { value: 'a guess' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return screen.findByTestId('profile-message');
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  registerAccountTranslations();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  queryClient.clear();
  useSessionStore.getState().signIn({ token: 't', role: 'user', name: ME.name, user: ME }, { remember: false });
  vi.spyOn(authApi, 'me').mockResolvedValue(ME);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProfilePage: API failures by their code, not their English', () => {
  it('CURRENT_PASSWORD_INCORRECT shows our own text, whatever the message says', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(400, 'Some other English wording', 'CURRENT_PASSWORD_INCORRECT'));
    expect((await changeEmail()).textContent).toBe('Current password is incorrect');
  });

  it('EMAIL_TAKEN shows the taken-e-mail text', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(409, 'Some other English wording', 'EMAIL_TAKEN'));
    expect((await changeEmail()).textContent).toBe('An account with this email already exists');
  });

  it('a 400 without a code keeps its own message even when it names the current password', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(400, 'currentPassword is required to change the e-mail address'));
    expect((await changeEmail()).textContent).toBe('currentPassword is required to change the e-mail address');
  });
});
