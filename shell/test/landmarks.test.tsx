// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi, siteSettingsApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { startI18n } from './helpers/i18n';

/** A bare remote draws its page as the back office does: top bar, menu and the page's <main>. */
function BackOffice() {
  return (
    <div>
      <header>back-office top bar</header>
      <nav aria-label="back-office menu">menu</nav>
      <main id="main">
        <h1>Dashboard</h1>
      </main>
    </div>
  );
}

let releaseBackOffice: () => void = () => undefined;
const backOfficeLoaded = new Promise<void>((resolve) => {
  releaseBackOffice = resolve;
});
const screens: Record<string, () => Promise<{ default: () => React.JSX.Element }>> = {
  'mf_admin/App': () => backOfficeLoaded.then(() => ({ default: BackOffice })),
  'mf_hotels/App': async () => ({ default: () => <h1>Hotels</h1> }),
};
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (key: string) => screens[key]!(),
  registerRemotes: vi.fn(),
}));

const { App } = await import('../src/App');

const registry = {
  remotes: [
    { name: 'mf_admin', entry: '/a.js', routes: ['/admin'], access: 'admin' as const, layout: 'bare' as const },
    { name: 'mf_hotels', entry: '/h.js', routes: ['/hotels'] },
  ],
};

beforeAll(async () => {
  vi.spyOn(siteSettingsApi, 'get').mockReturnValue(new Promise(() => undefined));
  await startI18n();
  const admin = { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' as const };
  // The admin guard's check of the session (GET /api/auth/me) answers here, not over the network.
  vi.spyOn(authApi, 'me').mockResolvedValue(admin as never);
  useSessionStore.getState().signIn({ token: 't', role: 'admin', name: 'Admin', user: admin });
});
afterEach(cleanup);

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App registry={registry} />);
}

describe('the page landmarks the shell lays out', () => {
  it('a public page: one <main id="main"> holding the screen, the site header outside it', async () => {
    renderAt('/hotels');
    const heading = await screen.findByRole('heading', { name: 'Hotels' });
    const [main, ...more] = screen.getAllByRole('main');
    expect(more).toHaveLength(0);
    expect(main!.id).toBe('main');
    expect(main!.contains(heading)).toBe(true);
    expect(main!.contains(screen.getByTestId('site-header'))).toBe(false);
    // The site's name isolated in the header: a Latin name ending in punctuation keeps it at its end in Arabic.
    expect(screen.getByTestId('brand-link').querySelector('.brand-name')?.tagName).toBe('BDI');
  });

  it('a bare remote: no <main> of the shell around it, so its top bar and menu are not nested in one', async () => {
    renderAt('/admin');
    // While it loads, its spinner stands in a <main> of its own.
    expect(within(screen.getByRole('main')).getByRole('status')).toBeTruthy();
    await act(async () => releaseBackOffice());
    const heading = await screen.findByRole('heading', { name: 'Dashboard' });
    const [main, ...more] = screen.getAllByRole('main');
    expect(more).toHaveLength(0);
    expect(main!.contains(heading)).toBe(true);
    expect(screen.getByText('back-office top bar').closest('main')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'back-office menu' }).closest('main')).toBeNull();
    expect(screen.queryByTestId('site-header')).toBeNull();
  });
});
