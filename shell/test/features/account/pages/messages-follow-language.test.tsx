// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, resetAccountPage, signInAs } from '../../../helpers/account';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const message = (testId: string) => screen.findByTestId(testId).then((element) => element.textContent);

/** The header's language switch, while the page is shown. */
const switchTo = (language: string) =>
  act(async () => {
    await i18n.changeLanguage(language);
  });

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(async () => {
  resetAccountPage();
  await i18n.changeLanguage('en');
});

describe('an account message shown before a language switch is then said in the new language', () => {
  it('/login: "invalid e-mail or password", in Turkish then Arabic', async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(apiRefusal(401, 'Invalid email or password'));
    renderAt(<LoginPage />);
    fill('email', 'ayse@example.com');
    fill('password', 'Kx9!Kx9!Kx9!');
    fireEvent.submit(input('email').closest('form')!);
    expect(await message('login-message')).toBe('Invalid email or password');
    await switchTo('tr');
    expect(await message('login-message')).toBe('Geçersiz e-posta veya şifre');
    await switchTo('ar');
    expect(await message('login-message')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it("/register: the server's refusal (a taken address), in Turkish", async () => {
    vi.spyOn(authApi, 'register').mockRejectedValue(apiRefusal(409, 'Email already registered', 'EMAIL_TAKEN'));
    renderAt(<RegisterPage />);
    fill('name', 'Ayşe Yılmaz');
    fill('email', 'ayse@example.com');
    fill('password', 'Kx9!Kx9!Kx9!');
    fill('confirm', 'Kx9!Kx9!Kx9!');
    fireEvent.submit(input('email').closest('form')!);
    expect(await message('register-message')).toBe('An account with this email already exists');
    await switchTo('tr');
    expect(await message('register-message')).toBe('Bu e-posta ile kayıtlı bir hesap zaten var');
  });

  it('/profile: "saved", in Arabic', async () => {
    const me = accountUser({ name: 'Ada Lovelace', email: 'ada@example.com' });
    signInAs(me);
    vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: me });
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await message('profile-message')).toBe('Your profile has been updated.'));
    await switchTo('ar');
    expect(await message('profile-message')).toBe('تم تحديث ملفك الشخصي.');
  });
});
