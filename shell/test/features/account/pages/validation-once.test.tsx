// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, http } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import * as fields from '../../../../src/features/account/model/fields';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { renderAt, resetAccountPage } from '../../../helpers/account';

// The pages' checks, counted: each runs once per validation, however often its errors are said.
vi.mock('../../../../src/features/account/model/fields', async (importOriginal) => {
  const actual = await importOriginal<typeof fields>();
  return {
    ...actual,
    signUpErrors: vi.fn(actual.signUpErrors),
    emailError: vi.fn(actual.emailError),
    passwordTooLongError: vi.fn(actual.passwordTooLongError),
  };
});

/** One character more than the API's PASSWORD_MAX_LENGTH (256). */
const TOO_LONG_PASSWORD = 'Kx9!'.repeat(64) + 'z';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.submit(input('email').closest('form')!);

/** The field's error, as a screen reader reaches it: the input is invalid and described by it. */
function fieldError(name: string): string | null {
  const field = input(name);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** The header's language switch, while the page is shown. */
const switchTo = (language: string) =>
  act(async () => {
    await i18n.changeLanguage(language);
  });

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.mocked(fields.signUpErrors).mockClear();
  vi.mocked(fields.emailError).mockClear();
  vi.mocked(fields.passwordTooLongError).mockClear();
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(async () => {
  resetAccountPage();
  await i18n.changeLanguage('en');
});

describe('the account forms check once per validation, and say the errors anew on each render', () => {
  it('/register: one sign-up check for the refused fields, said in English then Turkish', async () => {
    renderAt(<RegisterPage />, '/register', '/register');
    submit();
    expect(fieldError('name')).toBe('Name is required');
    expect(fieldError('email')).toBe('Email is required');
    expect(fieldError('password')).toMatch(/^Password is required/);
    await switchTo('tr');
    expect(fieldError('name')).toBe('Ad gerekli');
    expect(fieldError('email')).toBe('E-posta gerekli');
    expect(fieldError('password')).toMatch(/^Şifre gerekli/);
    expect(fields.signUpErrors).toHaveBeenCalledTimes(1);
  });

  it('/login: one e-mail check for a refused address, said in English then Turkish', async () => {
    renderAt(<LoginPage />, '/login', '/login');
    fill('email', 'ayse@');
    fill('password', 'Kx9!Kx9!Kx9!');
    submit();
    expect(fieldError('email')).toBe('Please enter a valid email');
    await switchTo('tr');
    expect(fieldError('email')).toBe('Lütfen geçerli bir e-posta girin');
    expect(fields.emailError).toHaveBeenCalledTimes(1);
  });

  it('/login: one length check for a too long password, said in English then Turkish', async () => {
    const login = vi.spyOn(authApi, 'login');
    renderAt(<LoginPage />, '/login', '/login');
    fill('email', 'ayse@example.com');
    fill('password', TOO_LONG_PASSWORD);
    submit();
    expect(fieldError('password')).toBe('Password must be at most 256 characters');
    await switchTo('tr');
    expect(fieldError('password')).toBe('Şifre en fazla 256 karakter olabilir');
    expect(fields.emailError).toHaveBeenCalledTimes(1);
    expect(fields.passwordTooLongError).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });
});

describe("the account pages' test helper", () => {
  it('renderAt asks no real API for the site settings (no ECONNREFUSED)', async () => {
    const asked: string[] = [];
    const probe = http.interceptors.request.use((config) => {
      asked.push(`${config.method} ${config.url}`);
      return config;
    });
    try {
      renderAt(<RegisterPage />, '/register', '/register');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked).toEqual([]);
    } finally {
      http.interceptors.request.eject(probe);
    }
  });
});
