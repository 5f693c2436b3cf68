/**
 * Loading states keep their size: on a phone, the public lists' skeletons, counts and toolbars hold
 * the place of what replaces them, so nothing moves when the list arrives. The list's answer is held
 * back a second, as on a slow phone network, and the layout shifts the browser reports (without a
 * user's input) must stay within the performance budget's 0.02 (issue 16; Lighthouse measures the
 * same on the built site, this test keeps a regression from landing).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test.use({ viewport: { width: 412, height: 823 } });

const LISTS = [
  { path: '/restaurants', api: '/api/restaurants', card: 'restaurant-card' },
  { path: '/packages', api: '/api/packages', card: 'package-card' },
  { path: '/hotels', api: '/api/hotels', card: 'hotel-card' },
] as const;

/** Sums the page's layout shifts from its first paint on, leaving out those right after an input. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const list of LISTS) {
  test(`${list.path}: nothing moves when the list arrives on a phone`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.route(
      (url) => url.pathname === list.api,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );
    await page.goto(list.path);
    await expect(page.getByTestId(list.card).first()).toBeVisible({ timeout: 15_000 });
    // Images and late fonts settle within this.
    await page.waitForTimeout(1_000);
    const shift = await page.evaluate(() => window.__layoutShift ?? 0);
    expect(shift, 'the layout shift while the page loads').toBeLessThanOrEqual(0.02);
  });
}

test("/: the first paint is the page's own hero picture, where the page draws it, and the page takes its place", async ({ page }) => {
  await watchLayoutShift(page);
  // The scripts held back, as on a slow phone: what the HTML alone paints.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await scriptsHeld;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'commit' });
  const firstPaint = page.locator('#first-paint img');
  await expect(firstPaint).toBeVisible();
  await expect.poll(() => firstPaint.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const drawnFirst = await firstPaint.boundingBox();
  const source = await firstPaint.getAttribute('src');

  release();
  const hero = page.getByTestId('slideshow').locator('img').first();
  await expect(hero).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // The same box and the same picture: the homepage settings' first slide, which the page shows first.
  expect(await hero.boundingBox()).toEqual(drawnFirst);
  expect(await hero.getAttribute('src')).toBe(source);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.__layoutShift ?? 0), 'the layout shift while the page loads').toBeLessThanOrEqual(0.02);
});

for (const width of [412, 1280]) {
  test.describe(`/flights at ${width}px`, () => {
    test.use({ viewport: { width, height: 823 } });

    test('/flights: the first paint is the hero picture where the screen draws it, kept while the remote loads, and the page takes its place', async ({
      page,
    }) => {
      await watchLayoutShift(page);
      // The shell's scripts held back, then the remote's: what the HTML alone paints, then the shell's fallback.
      let releaseShell: () => void = () => undefined;
      let releaseRemote: () => void = () => undefined;
      const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
      const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
      await page.route(
        (url) => url.pathname.endsWith('.js'),
        async (route) => {
          await (new URL(route.request().url()).pathname.startsWith('/remotes/mf-flights/') ? remoteHeld : shellHeld);
          await route.continue();
        },
      );
      await page.goto('/flights', { waitUntil: 'commit' });
      const firstPaint = page.locator('#first-paint.fp-page img');
      await expect(firstPaint).toBeVisible();
      await expect.poll(() => firstPaint.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const drawnFirst = await firstPaint.boundingBox();
      expect(await firstPaint.getAttribute('src')).toBe('/images/flights/explore.svg');

      releaseShell();
      const placeholder = page.getByTestId('slideshow-placeholder').locator('img');
      await expect(placeholder).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('#first-paint')).toHaveCount(0);
      expect(await placeholder.boundingBox()).toEqual(drawnFirst);
      expect(await placeholder.getAttribute('src')).toBe('/images/flights/explore.svg');

      releaseRemote();
      const hero = page.getByTestId('flights-hero').locator('img').first();
      await expect(hero).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('slideshow-placeholder')).toHaveCount(0);
      expect(await hero.boundingBox()).toEqual(drawnFirst);
      expect(await hero.getAttribute('src')).toBe('/images/flights/explore.svg');
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => window.__layoutShift ?? 0), 'the layout shift while the page loads').toBeLessThanOrEqual(0.02);
    });
  });
}

for (const width of [412, 1280]) {
  test.describe(`a hotel's page at ${width}px`, () => {
    test.use({ viewport: { width, height: 823 } });

    test("/hotels/:id: nothing moves when the prices and the gallery's pictures arrive", async ({ page }) => {
      await watchLayoutShift(page);
      // The stay's prices held back a second, as on a slow phone network.
      await page.route(
        (url) => /^\/api\/inventory\/hotels\/.+\/(availability|stay-prices)$/.test(url.pathname),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        },
      );
      await page.goto('/hotels/karadeniz-palace-hotel');
      // The hold above is in place: the panel waits for the prices before it shows them.
      await expect(page.getByTestId('availability-total')).toHaveAttribute('data-state', 'pending', { timeout: 15_000 });
      await expect(page.getByTestId('availability-total')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      await page.waitForTimeout(1_000);
      // Measured before: 0.007 at 412 px (the total and the average, end-aligned, changing text) and
      // 0.106 at 1280 (the gallery's thumbnails growing to their pictures' width); a font's swap is ~0.0001.
      expect(await page.evaluate(() => window.__layoutShift ?? 0), 'the layout shift while the page loads').toBeLessThanOrEqual(0.003);
    });
  });
}

test('/: a home widget keeps its space while its cards load, for a visitor who has scrolled down to it', async ({ page }) => {
  // The widgets' answers held back, as on a slow phone network: each widget shows its own loading
  // state (a spinner, a row of skeletons) between its scripts and its cards.
  await page.route(
    (url) => /^\/api\/(hotels\/featured|offers|packages\/featured|destinations)/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    },
  );
  await page.goto('/');
  const hotels = page.locator('[data-widget="FeaturedHotels"]');
  await expect(hotels).toBeVisible({ timeout: 15_000 });
  await hotels.scrollIntoViewIfNeeded();
  // From here on, what the visitor sees: the top of the featured hotels.
  await watchShiftsFromNow(page);
  await expect(page.getByTestId('featured-hotels').getByTestId('hotel-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('featured-packages').getByTestId('package-card').first()).toBeAttached({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  const shift = await page.evaluate(() => window.__layoutShift ?? 0);
  expect(shift, 'the layout shift while the widgets load').toBeLessThanOrEqual(0.02);
});

/** Sums the layout shifts from now on (leaving out those right after an input). */
async function watchShiftsFromNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
}
