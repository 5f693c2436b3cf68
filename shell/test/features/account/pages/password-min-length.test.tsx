// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';

/** Settings → Security raised the minimum to 12: the public settings say so. */
function siteMinimum(passwordMinLength: number) {
  queryClient.setQueryData(['settings', 'public'], {
    siteName: 'Trabzon Travel',
    defaultLanguage: 'tr',
    timezone: 'Europe/Istanbul',
    passwordMinLength,
  });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

beforeAll(() => startI18n(registerAccountTranslations));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  await i18n.changeLanguage('en');
});

describe("/register states and checks the site's own password minimum", () => {
  it('Turkish, minimum 12: the hint says 12, and a 10-character password is stopped at its field', async () => {
    siteMinimum(12);
    await i18n.changeLanguage('tr');
    const register = vi.spyOn(authApi, 'register');
    render(
      <MemoryRouter>
        <AppProviders>
          <RegisterPage />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain('En az 12 karakter');
    fireEvent.change(input('name'), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(input('email'), { target: { value: 'ayse@example.com' } });
    fireEvent.change(input('password'), { target: { value: 'Abcdef12!x' } });
    fireEvent.change(input('confirm'), { target: { value: 'Abcdef12!x' } });
    fireEvent.submit(input('email').closest('form')!);
    const password = input('password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy.join(' ')).toContain('Şifre en az 12 karakter olmalıdır');
    expect(register).not.toHaveBeenCalled();
    expect(screen.queryByText(/Password must be/)).toBeNull();
  });
});
