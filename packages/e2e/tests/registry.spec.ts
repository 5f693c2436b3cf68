/**
 * Runtime remotes: moving a remote is an edit of the registry document, not a rebuild. mf-hotels's
 * build is served from a second origin (another port, with CORS) and only the registry changes.
 */
import fs from 'node:fs';
import { test, expect } from '../fixtures/test';
import { defaultRegistryPath, distOf } from '../fixtures/site';
import { mainBundleURL, screenOf } from '../fixtures/page';
import { ownSite } from '../fixtures/deployed';

test(
  'a remote moved to another origin by the registry alone loads from there',
  ownSite('moves a remote by rewriting its own copy of the registry'),
  async ({ page, isolatedSite, staticServer, request }) => {
    // Two full page loads, a second server and a navigation: 26 s of the 30 s default on a loaded machine.
    test.slow();
    const committedRegistry = fs.readFileSync(defaultRegistryPath, 'utf8');

    // Before: mf-hotels comes from the site itself.
    const before: string[] = [];
    page.on('request', (r) => before.push(r.url()));
    await page.goto(isolatedSite.url('/hotels'));
    await expect(screenOf(page, 'mf-hotels')).toBeVisible();
    const mainBefore = await mainBundleURL(page);
    expect(mainBefore, 'the shell main bundle is found').toBeTruthy();
    expect(before).toContain(isolatedSite.url('/remotes/mf-hotels/remoteEntry.js'));
    page.removeAllListeners('request');

    // Move it: a static server for mf-hotels/dist on another port, and a registry edit.
    const other = await staticServer(distOf('mf-hotels'));
    expect(other.port).not.toBe(isolatedSite.port);
    const movedEntry = `${other.origin}/remoteEntry.js`;
    const registry = isolatedSite.setRegistry((r) => {
      const hotels = r.remotes.find((remote) => remote.name === 'mf_hotels');
      if (!hotels) throw new Error('mf_hotels is not in the registry');
      hotels.entry = movedEntry;
    });
    // Only that entry changed.
    const original = JSON.parse(committedRegistry) as typeof registry;
    expect(registry.remotes.map((r) => r.name)).toEqual(original.remotes.map((r) => r.name));
    for (const remote of registry.remotes) {
      const was = original.remotes.find((r) => r.name === remote.name)!;
      expect(remote.routes).toEqual(was.routes);
      if (remote.name !== 'mf_hotels') expect(remote.entry).toBe(was.entry);
    }
    const served = (await (await request.get(isolatedSite.url('/remotes.json'))).json()) as typeof registry;
    expect(served.remotes.find((r) => r.name === 'mf_hotels')?.entry).toBe(movedEntry);

    // After: a fresh load of the same page.
    const after: string[] = [];
    page.on('request', (r) => after.push(r.url()));
    await page.goto(isolatedSite.url('/hotels'));
    await expect(screenOf(page, 'mf-hotels')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);

    const fromOther = after.filter((url) => url.startsWith(`${other.origin}/`));
    expect(fromOther, 'the remote entry came from the other origin').toContain(movedEntry);
    expect(
      fromOther.filter((url) => url !== movedEntry && url.endsWith('.js')).length,
      'its chunks came from the other origin too (publicPath auto)',
    ).toBeGreaterThan(0);
    expect(
      after.filter((url) => url.includes('/remotes/mf-hotels/')),
      'nothing from the old place',
    ).toEqual([]);
    expect(other.requests).toContain('/remoteEntry.js');

    // No rebuild: the very same shell bundle, and the committed registry is untouched.
    expect(await mainBundleURL(page)).toBe(mainBefore);
    expect(fs.readFileSync(defaultRegistryPath, 'utf8')).toBe(committedRegistry);

    // Other remotes still come from the site.
    await page.getByTestId('nav-flights').click();
    await expect(screenOf(page, 'mf-flights')).toBeVisible();
    expect(after).toContain(isolatedSite.url('/remotes/mf-flights/remoteEntry.js'));
  },
);

test('the shared worker site still serves the registry it started with', async ({ request, site }) => {
  // Guards against a test rewriting the shared site's registry instead of its own isolated copy.
  const served = await (await request.get(site.url('/remotes.json'))).json();
  expect(served).toEqual(site.initialRegistry);
  expect(site.initialRegistry.remotes.find((r) => r.name === 'mf_hotels')?.entry).toBe('/remotes/mf-hotels/remoteEntry.js');
});
