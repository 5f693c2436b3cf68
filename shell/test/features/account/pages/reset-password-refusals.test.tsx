// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { ResetPasswordPage } from '../../../../src/features/account/pages/ResetPasswordPage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { refuseSiteSettings } from '../../../helpers/account';

const refused = (message: string, code?: string) => apiRefusal(400, message, code);

async function submitNewPassword() {
  render(
    <MemoryRouter initialEntries={['/reset-password/abc']}>
      <AppProviders>
        <Routes>
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  const [password, confirm] = screen.getAllByLabelText(/password/i, { selector: 'input' });
  fireEvent.change(password!, { target: { value: 'password123' } });
  fireEvent.change(confirm!, { target: { value: 'password123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  return password!;
}

beforeAll(() => startI18n(registerAccountTranslations));
// No real GET /api/settings (the password's minimum): the built-in one stands.
beforeEach(refuseSiteSettings);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/reset-password: what the API refuses', () => {
  it('a common password is the password field’s error, in the page’s words, and the link stays usable', async () => {
    vi.spyOn(authApi, 'resetPassword').mockRejectedValue(refused('This password is too common.', 'PASSWORD_TOO_COMMON'));
    const password = await submitNewPassword();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByText('This password is too common. Please choose one that is harder to guess.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /new link/i })).toBeNull();
  });

  it('a password under the site’s minimum shows the API’s reason at the field', async () => {
    vi.spyOn(authApi, 'resetPassword').mockRejectedValue(refused('Password must be at least 12 characters'));
    await submitNewPassword();
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
  });

  it('only a bad link says the link is invalid', async () => {
    vi.spyOn(authApi, 'resetPassword').mockRejectedValue(refused('Invalid or expired reset token', 'RESET_LINK_INVALID'));
    await submitNewPassword();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeNull());
    expect(await screen.findByText(i18n.t('account:reset.invalid'))).toBeTruthy();
  });
});
