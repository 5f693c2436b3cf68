// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { authApi } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, signInAs } from '../../../helpers/account';
import { apiRefusal } from '../../../helpers/api-refusal';

const ME = accountUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

function renderProfile() {
  signInAs(ME);
  renderAt(<ProfilePage />, '/profile', '/profile');
}

/** Sends a form by its button, the focus on it (as Enter on it does). */
function click(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

/**
 * A mouse press on a submit button, as a browser makes it: the press takes the focus from the field
 * being left; the click comes only with the release, and only if the button is still under the pointer.
 */
async function press(button: HTMLElement, whilePressed: () => void = () => undefined) {
  fireEvent.pointerDown(button);
  button.focus();
  await new Promise((resolve) => setTimeout(resolve, 20));
  whilePressed();
  fireEvent.pointerUp(button);
  fireEvent.click(button);
}

describe('ProfilePage: a save its own checks stop takes the focus to the first wrong field', () => {
  it.each([
    ['en', 'Full name', 'Email', 'Save changes'],
    ['tr', 'Ad soyad', 'E-posta', 'Değişiklikleri kaydet'],
    ['ar', 'الاسم الكامل', 'البريد الإلكتروني', 'حفظ التغييرات'],
  ])('details (%s): the name, then the e-mail once the name is mended', async (language, nameLabel, emailLabel, saveLabel) => {
    await act(() => i18n.changeLanguage(language));
    const update = vi.spyOn(authApi, 'updateProfile');
    renderProfile();
    const name = await screen.findByLabelText(nameLabel);
    const email = screen.getByLabelText(emailLabel);
    name.focus();
    fireEvent.change(name, { target: { value: '' } });
    email.focus();
    fireEvent.change(email, { target: { value: 'bad@' } });
    const save = screen.getByRole('button', { name: saveLabel });
    await press(save, () => {
      // Nothing appears under the e-mail while the button is held, to push it from under the pointer (the click would miss it).
      expect(email.getAttribute('aria-invalid')).toBeNull();
    });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'Ada King' } });
    await press(save);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(update).not.toHaveBeenCalled();
  });

  it('password: the first wrong of its fields, the one just left too', async () => {
    renderProfile();
    const card = within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
    const current = card.getByLabelText('Current password');
    current.focus();
    fireEvent.change(current, { target: { value: 'Old pass 1' } });
    const fresh = card.getByLabelText('New password');
    fresh.focus();
    fireEvent.change(fresh, { target: { value: 'short' } });
    await press(card.getByRole('button', { name: 'Change password' }), () => {
      expect(fresh.getAttribute('aria-invalid')).toBeNull();
    });
    await waitFor(() => expect(fresh.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(fresh));
  });

  it('a field left by keyboard says what is wrong at once', async () => {
    renderProfile();
    const email = await screen.findByLabelText('Email');
    email.focus();
    fireEvent.change(email, { target: { value: 'bad@' } });
    screen.getByLabelText('Full name').focus();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('ProfilePage: a wrong current password is the error of its field', () => {
  it('marks the current password invalid and says why beside it, until it is typed again', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(apiRefusal(400, 'Current password is incorrect', 'CURRENT_PASSWORD_INCORRECT'));
    const card = within((await screen.findByRole('heading', { name: 'Change password' })).closest('section')!);
    const current = card.getByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'Old pass 1' } });
    fireEvent.change(card.getByLabelText('New password'), { target: { value: 'NewPass123!x' } });
    fireEvent.change(card.getByLabelText('Confirm new password'), { target: { value: 'NewPass123!x' } });
    click(card.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(current);
    const described = (current.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const said = described.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(said).toContain('Current password is incorrect');
    // Said in the language the page switches to, as the form's own errors are.
    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() => expect(document.getElementById(described[0]!)?.textContent).toBe('Mevcut şifre yanlış'));
    expect(current.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(current, { target: { value: 'Old pass 2' } });
    await waitFor(() => expect(current.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('the same when the e-mail change is refused for it', async () => {
    renderProfile();
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(apiRefusal(400, 'Current password is incorrect', 'CURRENT_PASSWORD_INCORRECT'));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.org' } });
    const details = within(screen.getByRole('heading', { name: 'Personal details' }).closest('section')!);
    const current = details.getByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'Old pass 1' } });
    click(details.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(current);
    const said = (current.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(said).toContain('Current password is incorrect');
  });
});
