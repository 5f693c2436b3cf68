// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '@trabzon/router';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { LoginModal } from '../../../../src/features/account/components/LoginModal';
import { useLoginModal } from '../../../../src/features/account/model/loginModalStore';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { refuseSiteSettings } from '../../../helpers/account';

/** The path the router is at, to see where a link led. */
function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function openModal(mode: 'login' | 'register') {
  useLoginModal.getState().show(mode);
  render(
    <MemoryRouter initialEntries={['/trabzon-hotels']}>
      <AppProviders>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <LoginModal />
      </AppProviders>
    </MemoryRouter>,
  );
}

const forgotLink = (name: string) => screen.queryByRole('link', { name, hidden: true });

beforeAll(() => startI18n(registerAccountTranslations));
// No real GET /api/settings (the password's minimum, asked for by the window): the built-in one stands.
beforeEach(refuseSiteSettings);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  useLoginModal.getState().hide();
  await i18n.changeLanguage('en');
});

describe("the header's sign-in window: 'Forgot your password?' as on /login", () => {
  it('leads to /forgot-password and closes the window', () => {
    openModal('login');
    const link = forgotLink('Forgot your password?');
    expect(link?.getAttribute('href')).toBe('/forgot-password');
    fireEvent.click(link!);
    expect(screen.getByTestId('path').textContent).toBe('/forgot-password');
    expect(useLoginModal.getState().open).toBe(false);
  });

  it('in Turkish, with the /login page words', async () => {
    await i18n.changeLanguage('tr');
    openModal('login');
    expect(forgotLink('Şifrenizi mi unuttunuz?')).not.toBeNull();
  });

  it('not while registering', () => {
    openModal('register');
    expect(forgotLink('Forgot your password?')).toBeNull();
  });
});
