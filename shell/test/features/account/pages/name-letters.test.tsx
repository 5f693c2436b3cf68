// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderAt, resetAccountPage } from '../../../helpers/account';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The field's error, as a screen reader reaches it: the input is invalid and described by it. */
function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

function signUp(name: string) {
  renderAt(<RegisterPage />);
  fill(input('name'), name);
  fill(input('email'), 'ayse@example.com');
  fill(input('password'), 'Kx9!Kx9!Kx9!');
  fill(input('confirm'), 'Kx9!Kx9!Kx9!');
  fireEvent.submit(input('email').closest('form')!);
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(async () => {
  resetAccountPage();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe("an account's name takes letters only, as the API does (contracts' isValidPersonName)", () => {
  it('/register (ar): a name with an emoji is stopped at its field in Arabic; nothing is sent', async () => {
    await i18n.changeLanguage('ar');
    const register = vi.spyOn(authApi, 'register');
    signUp('محمد 😀');
    expect(fieldError(input('name'))).toContain('استخدم الحروف فقط');
    expect(register).not.toHaveBeenCalled();
  });

  it('/register (en): Turkish letters, an apostrophe and initials are sent', async () => {
    const register = vi.spyOn(authApi, 'register').mockResolvedValue({ message: 'ok' });
    signUp("J. R. O'Brien-Ağaoğlu");
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(fieldError(input('name'))).toBeNull();
  });

  it("/register (tr): the API's INVALID_NAME refusal is worded in Turkish", async () => {
    await i18n.changeLanguage('tr');
    vi.spyOn(authApi, 'register').mockRejectedValue(
      apiRefusal(400, 'Use letters only: spaces, hyphens, apostrophes and dots are fine', 'INVALID_NAME'),
    );
    signUp('Ayşe Yılmaz');
    expect((await screen.findByTestId('register-message')).textContent).toBe(
      'Yalnızca harf kullanın: boşluk, kısa çizgi, kesme işareti ve nokta kullanılabilir',
    );
  });
});
