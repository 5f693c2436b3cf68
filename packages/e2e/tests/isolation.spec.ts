/**
 * A remote that cannot load must not take the site down: its area shows an error panel with a
 * retry; the header, the footer and every other route keep working in the same page; once the
 * remote is reachable again, retry brings it in without a reload.
 */
import { test, expect } from '../fixtures/test';
import { distOf, freePort } from '../fixtures/site';
import { expectFrame, expectSameDocument, markDocument, screenOf, homeOf } from '../fixtures/page';
import { ownSite } from '../fixtures/deployed';

test(
  'a dead remote shows a retry panel, the rest keeps working, and retry recovers it',
  ownSite('rewrites the registry to point a remote at a dead origin'),
  async ({ page, isolatedSite, staticServer }) => {
    const deadPort = await freePort();
    const deadOrigin = `http://127.0.0.1:${deadPort}`;
    isolatedSite.setRegistry((r) => {
      const flights = r.remotes.find((remote) => remote.name === 'mf_flights');
      if (!flights) throw new Error('mf_flights is not in the registry');
      flights.entry = `${deadOrigin}/remoteEntry.js`;
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    const response = await page.goto(isolatedSite.url('/flights'));
    expect(response?.status()).toBe(200);
    const failed = page.locator('[data-testid="remote-error"][data-remote="mf_flights"]');
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('alert')).toBeVisible();
    const retry = failed.getByRole('button', { name: 'Tekrar dene' });
    await expect(retry).toBeVisible();
    await expect(screenOf(page, 'mf-flights')).toHaveCount(0);
    await expectFrame(page);
    await markDocument(page);

    // Everything else still works, in the same document.
    await page.getByTestId('nav-hotels').click();
    await expect(screenOf(page, 'mf-hotels')).toBeVisible();
    await page.getByTestId('nav-home').click();
    await expect(homeOf(page)).toBeVisible();
    await page.getByTestId('nav-packages').click();
    await expect(screenOf(page, 'mf-packages')).toBeVisible();
    await page.getByTestId('theme-toggle').click();
    await expect(screenOf(page, 'mf-packages')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectFrame(page);

    // Back to the dead remote: still the panel (now in English), nothing else broke.
    await page.getByTestId('nav-flights').click();
    await expect(failed).toBeVisible();
    const retryEn = failed.getByRole('button', { name: 'Try again' });
    await expect(retryEn).toBeVisible();

    // Bring it up on that very port and retry.
    const server = await staticServer(distOf('mf-flights'), { port: deadPort });
    await retryEn.click();
    const flights = screenOf(page, 'mf-flights');
    await expect(flights).toBeVisible();
    await expect(flights).toHaveAttribute('data-theme', 'dark');
    await expect(flights.locator('h1')).not.toBeEmpty();
    await expect(failed).toHaveCount(0);
    expect(server.requests).toContain('/remoteEntry.js');
    await expectSameDocument(page);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  },
);
