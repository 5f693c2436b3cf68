// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@trabzon/ui';
import { authApi } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, signInAs } from '../../../helpers/account';
import { apiRefusal as refused } from '../../../helpers/api-refusal';

const ME = accountUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

const renderProfile = () => renderAt(<ProfilePage />, '/profile', '/profile');

/** The "Change password" card, once the profile has loaded. */
async function passwordForm() {
  renderProfile();
  return within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
}

/** Lets react-hook-form's asynchronous validation finish before a check that nothing is shown. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function changeEmail() {
  renderProfile();
  const email = await screen.findByLabelText('Email');
  fireEvent.change(email, { target: { value: 'new@example.com' } });
  const [current] = await screen.findAllByLabelText('Current password', { exact: false });
  fireEvent.change(current!, { target: { value: 'a guess' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return screen.findByTestId('profile-message');
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

describe('ProfilePage: API failures by their code, not their English', () => {
  it('CURRENT_PASSWORD_INCORRECT shows our own text, whatever the message says', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(400, 'Some other English wording', 'CURRENT_PASSWORD_INCORRECT'));
    expect((await changeEmail()).textContent).toBe('Current password is incorrect');
  });

  it('EMAIL_TAKEN shows the taken-e-mail text', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(409, 'Some other English wording', 'EMAIL_TAKEN'));
    expect((await changeEmail()).textContent).toBe('An account with this email already exists');
  });

  it('a 400 without a code is not taken for a wrong password: it says what the API means, in our words', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(400, 'currentPassword is required to change the email address'));
    expect((await changeEmail()).textContent).toBe('Please enter your current password');
  });
});

describe('ProfilePage: changing the password', () => {
  it('says "do not match" only about a confirmation that was filled in, and drops it as soon as it matches', async () => {
    const form = await passwordForm();
    const newPassword = form.getByLabelText('New password');
    const confirm = form.getByLabelText('Confirm new password');
    const mismatch = () => form.queryByText('Passwords do not match');

    fireEvent.change(newPassword, { target: { value: 'NewPass123!' } });
    fireEvent.focusOut(newPassword);
    await settle();
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

  it('PASSWORD_TOO_COMMON shows our own text', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(refused(400, 'This password is too common.', 'PASSWORD_TOO_COMMON'));
    const form = await passwordForm();
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old password' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'password123' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-message')).textContent).toBe(
      'This password is too common. Please choose one that is harder to guess.',
    );
  });
});

describe('ProfilePage: member since', () => {
  it("is the agency's (Istanbul's) day of the sign-up, whatever the computer's zone", async () => {
    // 22:30 UTC on 31 Dec is 01:30 on 1 Jan in Istanbul.
    vi.spyOn(authApi, 'me').mockResolvedValue({ ...ME, createdAt: '2025-12-31T22:30:00.000Z' });
    renderProfile();
    expect(await screen.findByText(/· Member since Jan 1, 2026$/)).toBeTruthy();
  });
});

describe('ProfilePage: the last save says nothing about the next one', () => {
  it('a saved name, then a changed e-mail without the current password: the old "updated" goes, the password is asked', async () => {
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: { ...ME, name: 'Ada King' } });
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-message')).textContent).toBe('Your profile has been updated.');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByTestId('profile-message')).toBeNull();
    expect(authApi.updateProfile).toHaveBeenCalledTimes(1);
  });
});
