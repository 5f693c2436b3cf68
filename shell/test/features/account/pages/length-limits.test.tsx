// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { ResetPasswordPage } from '../../../../src/features/account/pages/ResetPasswordPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, resetAccountPage, signInAs } from '../../../helpers/account';

/** One character more than the API's PASSWORD_MAX_LENGTH (256). */
const TOO_LONG_PASSWORD = 'Kx9!'.repeat(64) + 'z';
const ME = accountUser();

const input = (name: string, root: ParentNode = document) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

/** The field's error, as a screen reader reaches it: the input is invalid and described by it. */
function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(async () => {
  resetAccountPage();
  await i18n.changeLanguage('en');
});

describe('the account forms check the API’s length limits themselves, in the page’s language', () => {
  it('/register (ar): a 257-character password and a 255-character e-mail are stopped at their fields', async () => {
    await i18n.changeLanguage('ar');
    const register = vi.spyOn(authApi, 'register');
    renderAt(<RegisterPage />);
    fill(input('name'), 'Ayşe Yılmaz');
    fill(input('email'), `${'a'.repeat(243)}@example.com`);
    fill(input('password'), TOO_LONG_PASSWORD);
    fill(input('confirm'), TOO_LONG_PASSWORD);
    fireEvent.submit(input('email').closest('form')!);
    expect(fieldError(input('password'))).toContain('يجب ألا يزيد عدد أحرف كلمة المرور على 256');
    expect(fieldError(input('email'))).toContain('يجب ألا يزيد عدد أحرف البريد الإلكتروني على 254');
    expect(register).not.toHaveBeenCalled();
  });

  it('/register (ar): the API’s own length refusal comes in Arabic, not "password must be at most …"', async () => {
    await i18n.changeLanguage('ar');
    vi.spyOn(authApi, 'register').mockRejectedValue(apiRefusal(400, 'password must be at most 256 characters long'));
    renderAt(<RegisterPage />);
    fill(input('name'), 'Ayşe Yılmaz');
    fill(input('email'), 'ayse@example.com');
    fill(input('password'), 'Kx9!Kx9!Kx9!');
    fill(input('confirm'), 'Kx9!Kx9!Kx9!');
    fireEvent.submit(input('email').closest('form')!);
    expect((await screen.findByTestId('register-message')).textContent).toBe('يجب ألا يزيد عدد أحرف كلمة المرور على 256');
  });

  it('/login (tr): a 257-character password is the password field’s error; nothing is sent', async () => {
    await i18n.changeLanguage('tr');
    const login = vi.spyOn(authApi, 'login');
    renderAt(<LoginPage />);
    fill(input('email'), 'ayse@example.com');
    fill(input('password'), TOO_LONG_PASSWORD);
    fireEvent.submit(input('email').closest('form')!);
    expect(fieldError(input('password'))).toContain('Şifre en fazla 256 karakter olabilir');
    expect(document.activeElement).toBe(input('password'));
    expect(login).not.toHaveBeenCalled();
    expect(screen.queryByText(/must be at most/)).toBeNull();
  });

  it('/reset-password (tr): a 257-character password is stopped; the API’s length refusal is worded at the field', async () => {
    await i18n.changeLanguage('tr');
    const reset = vi.spyOn(authApi, 'resetPassword');
    renderAt(<ResetPasswordPage />, '/reset-password/abc', '/reset-password/:token');
    fill(input('password'), TOO_LONG_PASSWORD);
    fill(input('confirm'), TOO_LONG_PASSWORD);
    fireEvent.submit(input('password').closest('form')!);
    expect(fieldError(input('password'))).toContain('Şifre en fazla 256 karakter olabilir');
    expect(reset).not.toHaveBeenCalled();

    reset.mockRejectedValue(apiRefusal(400, 'password must be at most 256 characters long'));
    fill(input('password'), 'Kx9!Kx9!Kx9!');
    fill(input('confirm'), 'Kx9!Kx9!Kx9!');
    fireEvent.submit(input('password').closest('form')!);
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fieldError(input('password'))).toContain('Şifre en fazla 256 karakter olabilir'));
  });

  it('/reset-password: the API refusing the link’s token by its length says the link is invalid', async () => {
    vi.spyOn(authApi, 'resetPassword').mockRejectedValue(apiRefusal(400, 'token must be at most 200 characters long'));
    renderAt(<ResetPasswordPage />, '/reset-password/abc', '/reset-password/:token');
    fill(input('password'), 'Kx9!Kx9!Kx9!');
    fill(input('confirm'), 'Kx9!Kx9!Kx9!');
    fireEvent.submit(input('password').closest('form')!);
    expect(await screen.findByText(i18n.t('account:reset.invalid'))).toBeTruthy();
    expect(screen.queryByText(/token must be/)).toBeNull();
  });
});

describe('/profile → change password (tr)', () => {
  async function passwordForm() {
    signInAs(ME);
    await i18n.changeLanguage('tr');
    renderAt(<ProfilePage />, '/profile', '/profile');
    const section = (await screen.findByRole('heading', { name: 'Şifre değiştir' })).closest('section')!;
    const [current, next, confirm] = section.querySelectorAll<HTMLInputElement>('input[type=password]');
    const send = () => fireEvent.click(within(section).getByRole('button'));
    return { current: current!, next: next!, confirm: confirm!, send };
  }

  it('a 257-character new (or current) password is its field’s error; nothing is sent', async () => {
    const update = vi.spyOn(authApi, 'updateProfile');
    const { current, next, confirm, send } = await passwordForm();
    fill(current, TOO_LONG_PASSWORD);
    fill(next, TOO_LONG_PASSWORD + 'x');
    fill(confirm, TOO_LONG_PASSWORD + 'x');
    send();
    await waitFor(() => expect(fieldError(next)).toContain('Şifre en fazla 256 karakter olabilir'));
    expect(fieldError(current)).toContain('Şifre en fazla 256 karakter olabilir');
    expect(update).not.toHaveBeenCalled();
  });

  it('the new password the same as the current one is refused before asking (the API would say "changed")', async () => {
    const update = vi.spyOn(authApi, 'updateProfile');
    const { current, next, confirm, send } = await passwordForm();
    fill(current, 'Kx9!Kx9!Kx9!');
    fill(next, 'Kx9!Kx9!Kx9!');
    fill(confirm, 'Kx9!Kx9!Kx9!');
    send();
    await waitFor(() => expect(fieldError(next)).toContain('Yeni şifre mevcut şifrenizden farklı olmalıdır'));
    expect(update).not.toHaveBeenCalled();
    expect(screen.queryByTestId('password-message')).toBeNull();
  });

  it('the API’s "newPassword must be at most 256 characters long" is worded in Turkish', async () => {
    vi.spyOn(authApi, 'updateProfile').mockRejectedValue(apiRefusal(400, 'newPassword must be at most 256 characters long'));
    const { current, next, confirm, send } = await passwordForm();
    fill(current, 'Kx9!Kx9!Kx9!');
    fill(next, 'Zq7?Zq7?Zq7?');
    fill(confirm, 'Zq7?Zq7?Zq7?');
    send();
    expect((await screen.findByTestId('password-message')).textContent).toBe('Şifre en fazla 256 karakter olabilir');
  });
});
