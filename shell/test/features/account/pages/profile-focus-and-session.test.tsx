// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useSessionStore, type SessionUser } from '@trabzon/stores';
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

function renderProfile() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <AppProviders>
        <ProfilePage />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** PUT /api/users/profile that answers when the test says so. */
function slowUpdate() {
  let answer: () => void = () => undefined;
  const update = vi
    .spyOn(authApi, 'updateProfile')
    .mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ user: ME }))));
  return { update, answer: () => answer() };
}

/** Presses a submit button as the keyboard does: the focus is on it, and its form is submitted. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.submit(button.closest('form')!);
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

describe('ProfilePage: the pressed button keeps the focus while saving and after', () => {
  it('Save changes: busy but focusable, a second press ignored, the focus still on it when "updated" shows', async () => {
    const { update, answer } = slowUpdate();
    renderProfile();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    press(save);

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBe(save);
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    press(busy);
    expect(update).toHaveBeenCalledTimes(1);

    answer();
    expect((await screen.findByTestId('profile-message')).textContent).toBe('Your profile has been updated.');
    expect(document.activeElement).toBe(save);
    expect(save.hasAttribute('aria-disabled')).toBe(false);
  });

  it('Change password: the same', async () => {
    const { update, answer } = slowUpdate();
    renderProfile();
    const form = within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old password' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'NewPass123!x' } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'NewPass123!x' } });
    const change = form.getByRole('button', { name: 'Change password' });
    press(change);

    await waitFor(() => expect(change.getAttribute('aria-disabled')).toBe('true'));
    expect(change.hasAttribute('disabled')).toBe(false);
    press(change);
    expect(update).toHaveBeenCalledTimes(1);

    answer();
    await screen.findByTestId('password-message');
    expect(document.activeElement).toBe(change);
  });
});

describe('ProfilePage: a session whose stored user has no id', () => {
  it('loads the profile with the token instead of spinning forever', async () => {
    // What an older build left in the store: the user without its id.
    useSessionStore.setState({ user: { name: ME.name } as SessionUser });
    renderProfile();
    expect(await screen.findByTestId('profile-page')).toBeTruthy();
    expect(authApi.me).toHaveBeenCalled();
  });
});
