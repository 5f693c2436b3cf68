// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi, type MeResponse } from '@trabzon/api-client';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';

const me = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  profileImage: null,
  createdAt: '2026-01-01T10:00:00.000Z',
} as unknown as MeResponse;

/** Lets react-hook-form's asynchronous validation finish before a check that nothing is shown. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  registerAccountTranslations();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
});

describe('/profile: changing the password', () => {
  it('says "do not match" only about a confirmation that was filled in, and drops it as soon as it matches', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue(me);
    useSessionStore.getState().signIn({ token: 't', role: 'user', name: me.name, user: me as never });
    queryClient.clear();
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <AppProviders>
          <ProfilePage />
        </AppProviders>
      </MemoryRouter>,
    );
    const form = within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
    const newPassword = form.getByLabelText('New password');
    const confirm = form.getByLabelText('Confirm new password');
    const mismatch = () => form.queryByText('Passwords do not match');

    fireEvent.change(newPassword, { target: { value: 'NewPass123!' } });
    fireEvent.focusOut(newPassword);
    await settle(); // validation is asynchronous
    // The confirmation is still empty and untouched: nothing to say about it yet.
    expect(mismatch()).toBeNull();
    fireEvent.focus(confirm);
    fireEvent.change(confirm, { target: { value: 'NewPass123!' } });
    await settle();
    expect(mismatch()).toBeNull();

    // Once filled in, it follows the new password either way.
    fireEvent.focusOut(confirm);
    fireEvent.change(newPassword, { target: { value: 'OtherPass456!' } });
    expect(await form.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(newPassword, { target: { value: 'NewPass123!' } });
    await vi.waitFor(() => expect(mismatch()).toBeNull());
  });
});
