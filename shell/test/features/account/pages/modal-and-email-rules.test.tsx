// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { LoginModal } from '../../../../src/features/account/components/LoginModal';
import { useLoginModal } from '../../../../src/features/account/model/loginModalStore';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { ForgotPasswordPage } from '../../../../src/features/account/pages/ForgotPasswordPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { refuseSiteSettings } from '../../../helpers/account';

/** The API's 400 for an address its schema's `format: "email"` refuses: known by its code, not its words. */
const emailRefused = () => apiRefusal(400, 'Please enter a valid email', 'INVALID_EMAIL');
const TURKISH_ADDRESS = 'ayşe@örnek.com';

function renderIn(page: ReactElement) {
  render(
    <MemoryRouter>
      <AppProviders>{page}</AppProviders>
    </MemoryRouter>,
  );
}

/** The field's error, as a screen reader reaches it: the input is invalid and described by it. */
function fieldError(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** A form's input by its name (the same in every language). */
const input = (name: string, root: ParentNode = document) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const submitForm = () => fireEvent.submit(input('email').closest('form')!);

function openModal(mode: 'login' | 'register') {
  useLoginModal.getState().show(mode);
  renderIn(<LoginModal />);
  const dialog = screen.getByRole('dialog', { hidden: true });
  return { dialog, field: (name: string) => input(name, dialog) };
}

beforeAll(() => startI18n(registerAccountTranslations));
// No real GET /api/settings (the password's minimum): the built-in one stands.
beforeEach(refuseSiteSettings);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  useLoginModal.getState().hide();
  await i18n.changeLanguage('en');
});

describe("the header's register modal runs the /register page's field rules, before asking the API", () => {
  it('Turkish: a short password, a long name and a bad address each get their translated message at the field', async () => {
    const register = vi.spyOn(authApi, 'register');
    await i18n.changeLanguage('tr');
    const { field } = openModal('register');
    fireEvent.change(field('name'), { target: { value: 'A'.repeat(150) } });
    fireEvent.change(field('email'), { target: { value: 'ayse@' } });
    fireEvent.change(field('password'), { target: { value: 'abc' } });
    submitForm();
    expect(fieldError(field('name'))).toBe('En fazla 100 karakter kullanın');
    expect(fieldError(field('email'))).toBe('Lütfen geçerli bir e-posta girin');
    expect(fieldError(field('password'))).toContain('Şifre en az 8 karakter olmalıdır');
    expect(document.activeElement).toBe(field('name'));
    expect(register).not.toHaveBeenCalled();
  });

  it('Arabic: an address with Turkish letters is refused in the modal, in Arabic, before sending', async () => {
    const register = vi.spyOn(authApi, 'register');
    await i18n.changeLanguage('ar');
    const { field } = openModal('register');
    fireEvent.change(field('name'), { target: { value: 'Ayşe Kaya' } });
    fireEvent.change(field('email'), { target: { value: TURKISH_ADDRESS } });
    fireEvent.change(field('password'), { target: { value: 'long enough 1' } });
    submitForm();
    expect(fieldError(field('email'))).toBe('يرجى إدخال بريد إلكتروني صالح');
    expect(register).not.toHaveBeenCalled();
  });

  it("the API's 400 about the e-mail becomes the field's message, not the English sentence in the banner", async () => {
    vi.spyOn(authApi, 'register').mockRejectedValue(emailRefused());
    await i18n.changeLanguage('tr');
    const { dialog, field } = openModal('register');
    fireEvent.change(field('name'), { target: { value: 'Ayşe Kaya' } });
    fireEvent.change(field('email'), { target: { value: 'ayse@mail_server.com' } });
    fireEvent.change(field('password'), { target: { value: 'long enough 1' } });
    submitForm();
    await waitFor(() => expect(authApi.register).toHaveBeenCalled());
    await waitFor(() => expect(fieldError(field('email'))).toBe('Lütfen geçerli bir e-posta girin'));
    expect(within(dialog).queryByTestId('login-modal-message')).toBeNull();
  });

  it('sign-in mode: an address the API would refuse is the field error, before sending', () => {
    const login = vi.spyOn(authApi, 'login');
    const { field } = openModal('login');
    fireEvent.change(field('email'), { target: { value: TURKISH_ADDRESS } });
    fireEvent.change(field('password'), { target: { value: 'whatever' } });
    submitForm();
    expect(fieldError(field('email'))).toBe('Please enter a valid email');
    expect(login).not.toHaveBeenCalled();
  });
});

describe('an address with Turkish letters on the account pages: the field message, before sending', () => {
  it('/register', async () => {
    const register = vi.spyOn(authApi, 'register');
    await i18n.changeLanguage('tr');
    renderIn(<RegisterPage />);
    fireEvent.change(input('name'), { target: { value: 'Ayşe Kaya' } });
    fireEvent.change(input('email'), { target: { value: TURKISH_ADDRESS } });
    fireEvent.change(input('password'), { target: { value: 'long enough 1' } });
    fireEvent.change(input('confirm'), { target: { value: 'long enough 1' } });
    submitForm();
    expect(fieldError(input('email'))).toBe('Lütfen geçerli bir e-posta girin');
    expect(register).not.toHaveBeenCalled();
  });

  it('/login, in Arabic; and a 400 about the address lands on the field too', async () => {
    vi.spyOn(authApi, 'status').mockResolvedValue(undefined as never);
    const login = vi.spyOn(authApi, 'login').mockRejectedValue(emailRefused());
    await i18n.changeLanguage('ar');
    renderIn(<LoginPage />);
    const email = input('email');
    fireEvent.change(email, { target: { value: TURKISH_ADDRESS } });
    fireEvent.change(input('password'), { target: { value: 'whatever' } });
    fireEvent.submit(email.closest('form')!);
    expect(fieldError(email)).toBe('يرجى إدخال بريد إلكتروني صالح');
    expect(document.activeElement).toBe(email);
    expect(login).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'ayse@mail_server.com' } });
    expect(fieldError(email)).toBeNull();
    fireEvent.submit(email.closest('form')!);
    await waitFor(() => expect(login).toHaveBeenCalled());
    await waitFor(() => expect(fieldError(email)).toBe('يرجى إدخال بريد إلكتروني صالح'));
    expect(screen.queryByTestId('login-message')).toBeNull();
  });

  it('/forgot-password: refused before sending, and a 400 about the address is not "could not send, try again"', async () => {
    const forgot = vi.spyOn(authApi, 'forgotPassword').mockRejectedValue(emailRefused());
    await i18n.changeLanguage('tr');
    renderIn(<ForgotPasswordPage />);
    const email = input('email');
    fireEvent.change(email, { target: { value: TURKISH_ADDRESS } });
    fireEvent.submit(email.closest('form')!);
    expect(fieldError(email)).toBe('Lütfen geçerli bir e-posta girin');
    expect(forgot).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'ayse@mail_server.com' } });
    fireEvent.submit(email.closest('form')!);
    // The submit cleared the field's error before asking: the 400 put it back.
    await waitFor(() => expect(forgot).toHaveBeenCalledWith('ayse@mail_server.com'));
    await waitFor(() => expect(fieldError(email)).toBe('Lütfen geçerli bir e-posta girin'));
    expect(screen.queryByText(/gönderilemedi/)).toBeNull();
  });
});
