// @vitest-environment happy-dom
import { screen, fireEvent, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { LoginModal } from '../../../../src/features/account/components/LoginModal';
import { useLoginModal } from '../../../../src/features/account/model/loginModalStore';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderAt, resetAccountPage } from '../../../helpers/account';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

/** Sends the filled form as the keyboard does: Enter on its focused submit button. */
function pressSubmit() {
  const button = document.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.focus();
  fireEvent.submit(button.closest('form')!);
}

const wrongPassword = () => apiRefusal(401, 'Invalid email or password');
const tooManyAttempts = () => apiRefusal(429, 'Too many login attempts', undefined, { 'retry-after': '60' });
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK');
const serverError = () => apiRefusal(500, 'An unexpected error occurred');

/** A form-level refusal takes the focus in its alert, reachable (tabIndex -1) but not in the Tab order. */
async function expectFocusOnMessage(testId: string, text: string) {
  const message = await screen.findByTestId(testId);
  expect(message.textContent).toBe(text);
  expect(message.getAttribute('role')).toBe('alert');
  expect(message.getAttribute('tabindex')).toBe('-1');
  await waitFor(() => expect(document.activeElement).toBe(message));
}

/** A refusal about one field: the form's message says it, and the keyboard is taken to that field. */
async function expectFocusOnField(testId: string, text: string, field: string) {
  expect((await screen.findByTestId(testId)).textContent).toBe(text);
  await waitFor(() => expect(document.activeElement).toBe(input(field)));
}

function signInWithModal(refusal: unknown) {
  vi.spyOn(authApi, 'login').mockRejectedValue(refusal);
  useLoginModal.getState().show('login');
  renderAt(<LoginModal />);
  fill('email', 'ayse@example.com');
  fill('password', 'Kx9!Kx9!Kx9!');
  pressSubmit();
}

function signInOnPage(refusal: unknown) {
  vi.spyOn(authApi, 'login').mockRejectedValue(refusal);
  renderAt(<LoginPage />);
  fill('email', 'ayse@example.com');
  fill('password', 'Kx9!Kx9!Kx9!');
  pressSubmit();
}

function signUp(refusal: unknown) {
  vi.spyOn(authApi, 'register').mockRejectedValue(refusal);
  renderAt(<RegisterPage />);
  fill('name', 'Ayşe Yılmaz');
  fill('email', 'ayse@example.com');
  fill('password', 'Kx9!Kx9!Kx9!');
  fill('confirm', 'Kx9!Kx9!Kx9!');
  pressSubmit();
}

function signUpWithModal(refusal: unknown) {
  vi.spyOn(authApi, 'register').mockRejectedValue(refusal);
  useLoginModal.getState().show('register');
  renderAt(<LoginModal />);
  fill('name', 'Ayşe Yılmaz');
  fill('email', 'ayse@example.com');
  fill('password', 'Kx9!Kx9!Kx9!');
  pressSubmit();
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok', time: '2026-01-01T10:00:00.000Z', version: '1' });
});
afterEach(() => {
  resetAccountPage();
  useLoginModal.getState().hide();
});

describe("after the API refuses a sign-in, the keyboard's focus leaves the button for what went wrong", () => {
  it("the header's modal: a wrong password takes it to the password field", async () => {
    signInWithModal(wrongPassword());
    await expectFocusOnField('login-modal-message', 'Invalid email or password', 'password');
  });

  it("the header's modal: too many attempts (the whole form) takes it to the message", async () => {
    signInWithModal(tooManyAttempts());
    await expectFocusOnMessage('login-modal-message', 'Too many sign-in attempts. Please try again in 1 minute.');
  });

  it('/login: a wrong password takes it to the password field', async () => {
    signInOnPage(wrongPassword());
    await expectFocusOnField('login-message', 'Invalid email or password', 'password');
  });

  it('/login: no answer from the server takes it to the message', async () => {
    signInOnPage(noAnswer());
    await expectFocusOnMessage('login-message', 'Server is not responding. Please try again later.');
  });

  it('/login: the same refusal twice takes it to the message again', async () => {
    signInOnPage(serverError());
    await expectFocusOnMessage('login-message', 'Error (500): Please try again');
    pressSubmit();
    await waitFor(() => expect(authApi.login).toHaveBeenCalledTimes(2));
    await expectFocusOnMessage('login-message', 'Error (500): Please try again');
  });
});

describe('/login: its own checks before asking take the focus from the button too', () => {
  it('an empty e-mail takes it to the e-mail field, an empty password to the password field', async () => {
    const login = vi.spyOn(authApi, 'login');
    renderAt(<LoginPage />);
    pressSubmit();
    await expectFocusOnField('login-message', 'Email and password are required', 'email');
    fill('email', 'ayse@example.com');
    pressSubmit();
    await waitFor(() => expect(document.activeElement).toBe(input('password')));
    expect(login).not.toHaveBeenCalled();
  });

  it('a server known to be offline takes it to the message, without asking again', async () => {
    signInOnPage(noAnswer());
    await expectFocusOnMessage('login-message', 'Server is not responding. Please try again later.');
    pressSubmit();
    await expectFocusOnMessage('login-message', 'Server is currently offline. Please try again later.');
    expect(authApi.login).toHaveBeenCalledTimes(1);
  });
});

describe("after the API refuses a sign-up, the keyboard's focus leaves the button for what went wrong", () => {
  it('/register: a taken address takes it to the e-mail field', async () => {
    signUp(apiRefusal(409, 'An account with this email already exists', 'EMAIL_TAKEN'));
    await expectFocusOnField('register-message', 'An account with this email already exists', 'email');
  });

  it('/register: a refused name takes it to the name field', async () => {
    signUp(apiRefusal(400, 'Use letters only', 'INVALID_NAME'));
    await expectFocusOnField('register-message', 'Use letters only: spaces, hyphens, apostrophes and dots are fine', 'name');
  });

  it('/register: a too common password takes it to the password field', async () => {
    signUp(apiRefusal(400, 'This password is too common', 'PASSWORD_TOO_COMMON'));
    await expectFocusOnField('register-message', 'This password is too common. Please choose one that is harder to guess.', 'password');
  });

  it('/register: a server error (the whole form) takes it to the message', async () => {
    signUp(serverError());
    await expectFocusOnMessage('register-message', 'Registration failed. Please try again.');
  });

  it("the header's modal, sign-up: a server error takes it to the message", async () => {
    signUpWithModal(serverError());
    await expectFocusOnMessage('login-modal-message', 'Registration failed. Please try again.');
  });

  it("the header's modal, sign-up: a refused address takes it to the e-mail field, which says why", async () => {
    signUpWithModal(apiRefusal(400, 'Please enter a valid email', 'INVALID_EMAIL'));
    await waitFor(() => expect(document.activeElement).toBe(input('email')));
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
  });
});
