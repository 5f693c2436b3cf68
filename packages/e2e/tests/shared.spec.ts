/**
 * One instance of each shared library on the page, by three independent checks:
 * 1. Behaviour: a change in a shell store (theme, language) is seen inside remotes, which is only
 *    possible if shell and remotes use the same @trabzon/stores, zustand, i18next and React.
 * 2. Module Federation's own bookkeeping: `window.__FEDERATION__.__SHARE__` holds, per instance
 *    ("shell:1.0.0", "mf_hotels:1.0.0", …), the share scope; each package maps version → the
 *    provider entry ({ from, loaded, lib, … }). With singletons all instances point at the SAME scope
 *    object and each shared package has exactly one version, provided by the shell, loaded once.
 *    Explored by hand on this build (@module-federation/enhanced 2.9 runtime); if a runtime upgrade
 *    reshapes these internals, the network check below still stands on its own.
 * 3. Network, as a second witness that is independent of MF internals: the code of react-dom,
 *    styled-components, react-router, i18next and TanStack Query is downloaded exactly once (a remote
 *    that bundled its own copy would download its fallback chunk, which contains the same marker
 *    string).
 */
import type { Response } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { screenOf } from '../fixtures/page';

const SINGLETONS = [
  'react',
  'react-dom',
  '@trabzon/router', // react-router-dom, trimmed to what the site uses (packages/router)
  'styled-components',
  'zustand',
  '@trabzon/stores',
  '@trabzon/i18n', // with i18next and react-i18next inside
  '@trabzon/ui',
];

/** Strings found only in one library's code (checked against this build's chunks). */
const LIBRARY_MARKERS: Record<string, string> = {
  'react-dom': '__reactFiber$',
  'styled-components': 'data-styled',
  'react-router': 'useRoutes() may be used only',
  i18next: 'i18next::',
  '@tanstack/react-query': 'Missing queryFn',
};

interface ProviderInfo {
  version: string;
  from: string | undefined;
  loaded: boolean;
  hasLib: boolean;
}

interface ShareReport {
  instances: string[];
  scopeKeys: string[];
  sameScopeObject: boolean;
  packages: Record<string, ProviderInfo[]>;
}

test('a shell store change reaches the remotes (theme and language)', async ({ page }) => {
  await page.goto('/hotels');
  const hotels = screenOf(page, 'mf-hotels');
  await expect(hotels).toHaveAttribute('data-theme', 'light');
  await expect(hotels.locator('h1')).toHaveText('Oteller');

  await page.getByTestId('theme-toggle').click();
  await expect(hotels).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('language-select').selectOption('en');
  await expect(hotels.locator('h1')).toHaveText('Hotels');

  // A second remote, loaded after the changes, starts from the same store state.
  await page.getByTestId('nav-flights').click();
  const flights = screenOf(page, 'mf-flights');
  await expect(flights).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('theme-toggle').click();
  await expect(flights).toHaveAttribute('data-theme', 'light');
});

test('each shared library is loaded once, from one provider, for the shell and every remote', async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });

  await page.goto('/hotels');
  await expect(screenOf(page, 'mf-hotels')).toBeVisible();
  await page.getByTestId('nav-flights').click();
  await expect(screenOf(page, 'mf-flights')).toBeVisible();
  await page.getByTestId('nav-packages').click();
  await expect(screenOf(page, 'mf-packages')).toBeVisible();

  const report = await page.evaluate((): ShareReport => {
    type Provider = { from?: string; loaded?: boolean; lib?: unknown };
    type Scope = Record<string, Record<string, Provider>>;
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: { name: string; shareScopeMap?: Record<string, Scope> }[];
          __SHARE__?: Record<string, Record<string, Scope>>;
        };
      }
    ).__FEDERATION__;
    const instances = federation?.__INSTANCES__ ?? [];
    const share = federation?.__SHARE__ ?? {};
    const scopeKeys = Object.keys(share);
    const shellScope = instances.find((i) => i.name === 'shell')?.shareScopeMap?.default;
    const scopes = [...scopeKeys.map((key) => share[key]?.default), ...instances.map((instance) => instance.shareScopeMap?.default)];
    const packages: Record<string, ProviderInfo[]> = {};
    for (const [name, versions] of Object.entries(shellScope ?? {})) {
      packages[name] = Object.entries(versions).map(([version, provider]) => ({
        version,
        from: provider.from,
        loaded: Boolean(provider.loaded),
        hasLib: typeof provider.lib === 'function',
      }));
    }
    return {
      instances: instances.map((instance) => instance.name),
      scopeKeys,
      sameScopeObject: Boolean(shellScope) && scopes.every((scope) => scope === shellScope),
      packages,
    };
  });

  // The shell and the three remotes visited joined one federation.
  expect(report.instances).toEqual(expect.arrayContaining(['shell', 'mf_hotels', 'mf_flights', 'mf_packages']));
  expect(report.sameScopeObject, 'every instance uses the one default share scope').toBe(true);

  for (const name of SINGLETONS) {
    const providers = report.packages[name];
    expect(providers, `${name} is in the share scope`).toBeDefined();
    expect(providers, `${name}: exactly one version registered`).toHaveLength(1);
    expect(providers![0], `${name}: provided by the shell and loaded`).toMatchObject({
      from: 'shell',
      loaded: true,
      hasLib: true,
    });
  }
  // Whatever else is shared (react/jsx-runtime, react-dom/client, react-router, …): one version each.
  for (const [name, providers] of Object.entries(report.packages)) {
    expect(providers, `${name}: exactly one version registered`).toHaveLength(1);
  }

  const bodies = await Promise.all(scripts);
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    const carriers = bodies.filter((script) => script.body.includes(marker)).map((script) => script.url);
    expect(carriers, `${library} code downloaded exactly once`).toHaveLength(1);
    expect(carriers[0], `${library} comes from the shell, not a remote`).not.toContain('/remotes/');
  }
});
