// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { ForgotPasswordPage } from '../../../../src/features/account/pages/ForgotPasswordPage';
import { loginModalError, registerError } from '../../../../src/features/account/model/errors';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';

/** The API's 429 for too many sign-ups or reset requests from one address. */
const limited = (seconds: number) =>
  apiRefusal(429, 'Too many requests from your connection. Please try again in 60 minutes.', undefined, {
    'retry-after': String(seconds),
  });

beforeAll(() => startI18n(registerAccountTranslations));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('too many sign-ups or reset requests from one connection', () => {
  it('/forgot-password says when to try again, not that the request failed', async () => {
    vi.spyOn(authApi, 'forgotPassword').mockRejectedValue(limited(3540));
    render(
      <MemoryRouter>
        <AppProviders>
          <ForgotPasswordPage />
        </AppProviders>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/email/i, { selector: 'input' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('Too many requests from your connection. Please try again in 59 minutes.')).toBeTruthy();
  });

  it('the sign-up form says the same, in the page’s language and with the right plural', async () => {
    expect(registerError(limited(60), i18n.getFixedT(null, 'account'))).toBe(
      'Too many requests from your connection. Please try again in 1 minute.',
    );
    await i18n.changeLanguage('ar');
    expect(registerError(limited(120), i18n.getFixedT(null, 'account'))).toBe('طلبات كثيرة جدًا من اتصالك. يرجى المحاولة بعد دقيقتين.');
  });

  it('too many sign-in attempts for one address say the minutes with the right plural, Arabic too', async () => {
    const signIn = (seconds: number) =>
      loginModalError(
        apiRefusal(429, 'Too many login attempts', undefined, { 'retry-after': String(seconds) }),
        i18n.getFixedT(null, 'account'),
      );
    expect(signIn(60)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(signIn(300)).toBe('Too many sign-in attempts. Please try again in 5 minutes.');
    await i18n.changeLanguage('ar');
    expect(signIn(300)).toBe('محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة بعد 5 دقائق.');
    expect(signIn(120)).toBe('محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة بعد دقيقتين.');
  });
});
