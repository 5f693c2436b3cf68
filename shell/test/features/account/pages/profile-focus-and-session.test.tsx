// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@trabzon/ui';
import { useSessionStore, type SessionUser } from '@trabzon/stores';
import { authApi } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, signInAs } from '../../../helpers/account';

const ME = accountUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

const renderProfile = () => renderAt(<ProfilePage />, '/profile', '/profile');

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

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  queryClient.clear();
  signInAs(ME);
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
