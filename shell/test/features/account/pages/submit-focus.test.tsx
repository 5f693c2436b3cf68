// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, type LoginResponse } from '@trabzon/api-client';
import type { MessageResponse } from '@trabzon/contracts';
import { useSessionStore } from '@trabzon/stores';
import { LoginModal } from '../../../../src/features/account/components/LoginModal';
import { useLoginModal } from '../../../../src/features/account/model/loginModalStore';
import { ForgotPasswordPage } from '../../../../src/features/account/pages/ForgotPasswordPage';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { ResetPasswordPage } from '../../../../src/features/account/pages/ResetPasswordPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderAt } from '../../../helpers/account';

/** A request that answers when the test says so. */
function held<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!;

/** Presses the focused submit button twice, as a double click or Enter pressed again would. */
function pressTwice(): HTMLButtonElement {
  const button = submitButton();
  button.focus();
  fireEvent.submit(button.closest('form')!);
  fireEvent.submit(button.closest('form')!);
  return button;
}

/** While busy the button keeps the keyboard's focus: aria-disabled, never disabled. */
function expectBusyButFocusable(button: HTMLButtonElement) {
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.disabled).toBe(false);
  expect(document.activeElement).toBe(button);
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useLoginModal.getState().hide();
  useSessionStore.getState().signOut();
});

describe('the account forms keep the focus on their button while sending, and send once', () => {
  it('/register: one request for two presses; after a server error the focus goes to its message', async () => {
    const answer = held<MessageResponse>();
    const register = vi.spyOn(authApi, 'register').mockReturnValue(answer.promise);
    renderAt(<RegisterPage />);
    fill('name', 'Ayşe Yılmaz');
    fill('email', 'ayse@example.com');
    fill('password', 'Kx9!Kx9!Kx9!');
    fill('confirm', 'Kx9!Kx9!Kx9!');
    const button = pressTwice();
    expect(register).toHaveBeenCalledTimes(1);
    expectBusyButFocusable(button);
    await act(async () => answer.reject(apiRefusal(500, 'An unexpected error occurred')));
    // The refusal is about the whole form: its alert takes the focus (refusal-focus.test.tsx has the rest).
    const message = await screen.findByTestId('register-message');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('/login: one request for two presses, the button busy but focusable', () => {
    const login = vi.spyOn(authApi, 'login').mockReturnValue(held<LoginResponse>().promise);
    renderAt(<LoginPage />);
    fill('email', 'ayse@example.com');
    fill('password', 'Kx9!Kx9!Kx9!');
    const button = pressTwice();
    expect(login).toHaveBeenCalledTimes(1);
    expectBusyButFocusable(button);
  });

  it('the sign-in modal: one request for two presses, the button busy but focusable', () => {
    const login = vi.spyOn(authApi, 'login').mockReturnValue(held<LoginResponse>().promise);
    useLoginModal.getState().show('login');
    renderAt(<LoginModal />);
    fill('email', 'ayse@example.com');
    fill('password', 'Kx9!Kx9!Kx9!');
    const button = pressTwice();
    expect(login).toHaveBeenCalledTimes(1);
    expectBusyButFocusable(button);
  });

  it('/forgot-password: one request for two presses; after the success the focus is still on the button', async () => {
    const answer = held<MessageResponse>();
    const forgot = vi.spyOn(authApi, 'forgotPassword').mockReturnValue(answer.promise);
    renderAt(<ForgotPasswordPage />);
    fill('email', 'ayse@example.com');
    const button = pressTwice();
    expect(forgot).toHaveBeenCalledTimes(1);
    expectBusyButFocusable(button);
    await act(async () => answer.resolve({ message: 'sent' }));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('/reset-password/:token: one request for two presses; the success message that replaces the form takes the focus', async () => {
    const answer = held<MessageResponse>();
    const reset = vi.spyOn(authApi, 'resetPassword').mockReturnValue(answer.promise);
    renderAt(<ResetPasswordPage />, '/reset-password/abc', '/reset-password/:token');
    fill('password', 'Kx9!Kx9!Kx9!');
    fill('confirm', 'Kx9!Kx9!Kx9!');
    const button = pressTwice();
    expect(reset).toHaveBeenCalledTimes(1);
    expectBusyButFocusable(button);
    await act(async () => answer.resolve({ message: 'done' }));
    const done = await screen.findByText('Password has been reset. You can now log in.');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });
});
