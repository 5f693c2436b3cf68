// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { Header } from '../../src/layout/Header';
import { LazyLoginModal } from '../../src/features/account/components/LazyLoginModal';
import { useLoginModal } from '../../src/features/account/model/loginModalStore';
import accountTr from '../../src/features/account/locales/tr.json';
import { startBootI18n } from '../helpers/i18n';

/** The header and the sign-in modal, as App mounts them on every page. */
function renderFrame() {
  queryClient.clear();
  vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ siteName: 'Trabzon', defaultLanguage: 'tr', timezone: 'UTC' } as PublicSettingsView);
  render(
    <MemoryRouter>
      <AppProviders>
        <Header />
        <LazyLoginModal />
      </AppProviders>
    </MemoryRouter>,
  );
}

// As bootstrap starts it: Turkish, with only the boot texts' loader.
beforeAll(startBootI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => useLoginModal.getState().hide());
});

describe("the header's sign-in modal brings its texts when first opened", () => {
  it('a page where nobody opens it has no account texts, and no modal', () => {
    renderFrame();
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(i18n.hasResourceBundle('tr', 'account')).toBe(false);
  });

  it("opened from the header's button, it shows its Turkish title and fields, never their keys", async () => {
    renderFrame();
    fireEvent.click(screen.getByTestId('login-button'));
    const dialog = await screen.findByTestId('login-modal');
    expect(dialog.textContent).toContain(accountTr.modal.loginTitle);
    expect(dialog.textContent).toContain(accountTr.login.email);
    expect(dialog.textContent).not.toMatch(/modal\.|login\./);
  });
});
