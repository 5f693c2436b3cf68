// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { authApi, destinationsApi, homepageApi } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { shellRoutes } from '../src/routes';
import accountTr from '../src/features/account/locales/tr.json';
import accountAr from '../src/features/account/locales/ar.json';
import bookingsTr from '../src/features/bookings/locales/tr.json';
import legalTr from '../src/features/legal/locales/tr.json';
import homeTr from '../src/features/home/locales/tr.json';
import { startBootI18n } from './helpers/i18n';

/** The shell's routes at `path`, as App renders them. */
function renderRoutes(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          {shellRoutes.map(({ path: route, element }) => (
            <Route key={route} path={route} element={element} />
          ))}
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

// As bootstrap starts it: Turkish, with only the boot texts' loader.
beforeAll(startBootI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the home, account, bookings and legal texts come with their pages', () => {
  it('a first visit starts without them', () => {
    expect(i18n.hasResourceBundle('tr', 'shell')).toBe(true);
    for (const namespace of ['home', 'account', 'bookings', 'checkoutPage', 'legal'])
      expect(i18n.hasResourceBundle('tr', namespace)).toBe(false);
  });

  it('/ in Turkish: its first render shows the translated title, never the key', async () => {
    vi.spyOn(homepageApi, 'get').mockResolvedValue({ heroSlideshow: [] } as never);
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [] } as never);
    renderRoutes('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(homeTr.hero.title);
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
  });

  it('/login in Turkish: its first render shows the translated title, never the key', async () => {
    vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok' } as never);
    renderRoutes('/login');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(accountTr.login.title);
    // The account texts of the active language only: Arabic waits for the visitor to choose it.
    expect(i18n.hasResourceBundle('ar', 'account')).toBe(false);
  });

  it('/login: choosing Arabic loads the account texts in Arabic before the page switches', async () => {
    vi.spyOn(authApi, 'status').mockResolvedValue({ status: 'ok' } as never);
    renderRoutes('/login');
    const heading = await screen.findByRole('heading', { level: 1 });
    useLocaleStore.getState().setLanguage('ar');
    await waitFor(() => expect(heading.textContent).toBe(accountAr.login.title));
    useLocaleStore.getState().setLanguage('tr');
    await waitFor(() => expect(i18n.language).toBe('tr'));
  });

  it('/bookings/find in Turkish: its first render shows the translated title, never the key', async () => {
    renderRoutes('/bookings/find');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(bookingsTr.find.title);
  });

  it('/privacy in Turkish: its first render shows the policy, in Turkish only', async () => {
    renderRoutes('/privacy');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(legalTr.legal.privacy.title);
    // The policies are long: the other languages wait for the visitor to choose one.
    expect(i18n.hasResourceBundle('en', 'legal')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'legal')).toBe(false);
  });
});
