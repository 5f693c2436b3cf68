// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@trabzon/ui';
import { authApi } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, signInAs } from '../../../helpers/account';
import { apiRefusal } from '../../../helpers/api-refusal';

const ME = accountUser({ name: 'Ada Lovelace', email: 'ada@example.com' });
const SAVED = 'Your profile has been updated.';
const CHANGED = 'Your password has been changed.';
const WRONG = 'Current password is incorrect';

const wrongPassword = () => apiRefusal(400, 'Current password is incorrect', 'CURRENT_PASSWORD_INCORRECT');
const detailsMessage = () => screen.queryByTestId('profile-message')?.textContent ?? null;
const passwordMessage = () => screen.queryByTestId('password-message')?.textContent ?? null;

/** The "Change password" card, once the profile has loaded. */
async function passwordCard() {
  return within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
}

/** Saves a new name and waits for "updated". */
async function saveName(name = 'Ada King') {
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(detailsMessage()).toBe(SAVED));
}

/** Fills the password card and presses its button as the keyboard does (the focus on it). */
async function changePassword(current = 'Old pass 1') {
  const card = await passwordCard();
  fireEvent.change(card.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(card.getByLabelText('New password'), { target: { value: 'NewPass123!x' } });
  fireEvent.change(card.getByLabelText('Confirm new password'), { target: { value: 'NewPass123!x' } });
  const button = card.getByRole('button', { name: 'Change password' });
  button.focus();
  fireEvent.submit(button.closest('form')!);
  return card;
}

function renderProfile(user = ME) {
  signInAs(user);
  renderAt(<ProfilePage />, '/profile', '/profile');
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProfilePage: each form says only how its own last save went', () => {
  it('"updated" goes once the details are edited again', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: ME });
    await saveName();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada K' } });
    expect(detailsMessage()).toBeNull();
  });

  it('"updated" goes when the photo is removed (a button, not a field)', async () => {
    const withPhoto = { ...ME, profileImage: 'data:image/png;base64,iVBORw0KGgo=' };
    renderProfile(withPhoto);
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: withPhoto });
    await saveName();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(detailsMessage()).toBeNull();
  });

  it('"updated" goes when the password form is sent, which then says its wrong password alone', async () => {
    renderProfile();
    const update = vi.spyOn(authApi, 'updateProfile').mockResolvedValueOnce({ user: ME }).mockRejectedValueOnce(wrongPassword());
    await saveName();
    await changePassword('a guess');
    await waitFor(() => expect(passwordMessage()).toBe(WRONG));
    expect(detailsMessage()).toBeNull();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('"updated" goes when the password is changed', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: ME });
    await saveName();
    await changePassword();
    await waitFor(() => expect(passwordMessage()).toBe(CHANGED));
    expect(detailsMessage()).toBeNull();
  });

  it('"password changed" goes when the details are saved, and once the password form is edited again', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: ME });
    const card = await changePassword();
    await waitFor(() => expect(passwordMessage()).toBe(CHANGED));
    fireEvent.change(card.getByLabelText('Current password'), { target: { value: 'N' } });
    expect(passwordMessage()).toBeNull();

    await changePassword();
    await waitFor(() => expect(passwordMessage()).toBe(CHANGED));
    await saveName();
    expect(passwordMessage()).toBeNull();
  });

  it("editing one form leaves the other's message alone, and a refusal stays until the next attempt", async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockRejectedValueOnce(wrongPassword()).mockResolvedValue({ user: ME });
    const card = await changePassword('a guess');
    await waitFor(() => expect(passwordMessage()).toBe(WRONG));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada K' } });
    fireEvent.change(card.getByLabelText('Current password'), { target: { value: 'Old pass 1' } });
    expect(passwordMessage()).toBe(WRONG);
  });
});

describe('ProfilePage: a wrong current password takes the focus to its field', () => {
  it('on the password form (the focus was on its button)', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(wrongPassword());
    const card = await changePassword('a guess');
    await waitFor(() => expect(passwordMessage()).toBe(WRONG));
    expect(document.activeElement).toBe(card.getByLabelText('Current password'));
  });

  it('on the details form, when the e-mail change asked for it', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(wrongPassword());
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    const details = within(screen.getByRole('heading', { name: 'Personal details' }).closest('section')!);
    const current = await details.findByLabelText('Current password', { exact: false });
    fireEvent.change(current, { target: { value: 'a guess' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(detailsMessage()).toBe(WRONG));
    expect(document.activeElement).toBe(current);
  });
});
