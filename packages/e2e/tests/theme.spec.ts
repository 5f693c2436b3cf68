/**
 * Theme: the shell's theme store drives every remote. Stored under `darkMode` only once chosen;
 * absent, the system preference decides.
 */
import { test, expect } from '../fixtures/test';
import { bodyBackground, expectSameDocument, markDocument, presetStorage, screenOf, storageItem, homeOf } from '../fixtures/page';

test.describe('system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('with nothing stored, a dark system preference gives the dark theme', async ({ page }) => {
    await page.goto('/hotels');
    const screen = screenOf(page, 'mf-hotels');
    await expect(screen).toHaveAttribute('data-theme', 'dark');
    expect(await storageItem(page, 'darkMode'), 'nothing stored until the visitor chooses').toBeNull();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');

    // The shell's own screens follow the same store.
    await page.getByTestId('nav-home').click();
    await expect(homeOf(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('a stored choice beats the system preference', async ({ page, context }) => {
    await presetStorage(context, { darkMode: 'light' });
    await page.goto('/flights');
    await expect(screenOf(page, 'mf-flights')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  });
});

test.describe('toggle', () => {
  test.use({ colorScheme: 'light' });

  test('the header toggle flips a remote on the fly, is stored and survives a reload', async ({ page }) => {
    await page.goto('/hotels');
    const screen = screenOf(page, 'mf-hotels');
    await expect(screen).toHaveAttribute('data-theme', 'light');
    const lightBackground = await bodyBackground(page);
    await markDocument(page);

    await page.getByTestId('theme-toggle').click();
    await expect(screen).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => bodyBackground(page), 'body background changes').not.toBe(lightBackground);
    const darkBackground = await bodyBackground(page);
    await expectSameDocument(page);
    expect(await storageItem(page, 'darkMode')).toBe('dark');

    await page.reload();
    await expect(screenOf(page, 'mf-hotels')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(darkBackground);

    // And back: the explicit light choice is stored too.
    await page.getByTestId('theme-toggle').click();
    await expect(screenOf(page, 'mf-hotels')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => bodyBackground(page)).toBe(lightBackground);
    expect(await storageItem(page, 'darkMode')).toBe('light');
  });

  test('the chosen theme carries over to the next remote', async ({ page }) => {
    await page.goto('/packages');
    await expect(screenOf(page, 'mf-packages')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-toggle').click();
    await expect(screenOf(page, 'mf-packages')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('nav-flights').click();
    await expect(screenOf(page, 'mf-flights')).toHaveAttribute('data-theme', 'dark');
  });
});
