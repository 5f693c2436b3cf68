/**
 * Language: Turkish by default (English fallback), stored under `preferred-language`; Arabic turns
 * the document right-to-left. One i18next instance: a switch in the shell re-renders the remotes.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { expectSameDocument, markDocument, presetStorage, screenOf, storageItem } from '../fixtures/page';

/** Texts of the same places in each language: a remote's title, the header and the footer. */
const TEXTS = {
  tr: { hotelsTitle: 'Oteller', navHotels: 'Oteller', login: 'Giriş yap', footerExplore: 'Keşfedin', dir: 'ltr' },
  en: { hotelsTitle: 'Hotels', navHotels: 'Hotels', login: 'Sign in', footerExplore: 'Explore', dir: 'ltr' },
  ar: { hotelsTitle: 'الفنادق', navHotels: 'الفنادق', login: 'تسجيل الدخول', footerExplore: 'استكشف', dir: 'rtl' },
} as const;
type Language = keyof typeof TEXTS;

async function expectLanguage(page: Page, language: Language): Promise<void> {
  const texts = TEXTS[language];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
  await expect(screenOf(page, 'mf-hotels').locator('h1')).toHaveText(texts.hotelsTitle);
  const header = page.getByTestId('site-header');
  await expect(header.getByTestId('nav-hotels')).toHaveText(texts.navHotels);
  await expect(header.getByTestId('login-button')).toHaveText(texts.login);
  await expect(page.getByTestId('site-footer').getByRole('heading', { name: texts.footerExplore })).toBeVisible();
}

test('Turkish by default; Arabic is right-to-left, applied on the fly, stored and kept on reload', async ({ page }) => {
  await page.goto('/hotels');
  await expectLanguage(page, 'tr');
  await expect(page.getByTestId('language-select')).toHaveValue('tr');
  await markDocument(page);

  await page.getByTestId('language-select').selectOption('ar');
  await expectLanguage(page, 'ar');
  await expectSameDocument(page);
  expect(await storageItem(page, 'preferred-language')).toBe('ar');

  await page.reload();
  await expectLanguage(page, 'ar');
  await expect(page.getByTestId('language-select')).toHaveValue('ar');

  await page.getByTestId('language-select').selectOption('en');
  await expectLanguage(page, 'en');
  expect(await storageItem(page, 'preferred-language')).toBe('en');
});

test('a remote loaded after the switch comes up in the chosen language', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('nav-hotels').click();
  await expect(screenOf(page, 'mf-hotels').locator('h1')).toHaveText('Hotels');
});

test('a stored language applies from the first paint', async ({ page, context }) => {
  await presetStorage(context, { 'preferred-language': 'ar' });
  await page.goto('/hotels');
  await expectLanguage(page, 'ar');
});

/** The font files the page has downloaded, by name without the hash (e.g. noto-sans-latin-400-normal). */
async function fontFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const names = performance.getEntriesByType('resource').map((entry) => /([\w-]+)\.[0-9a-f]+\.woff2$/.exec(entry.name)?.[1]);
    return names.filter((name): name is string => !!name).sort();
  });
}

test("each language downloads only its own font files, and the text is drawn in the site's typeface", async ({ page, context }) => {
  await page.goto('/hotels');
  await expectLanguage(page, 'tr');
  expect(await fontFiles(page)).toEqual(
    ['latin-400', 'latin-600', 'latin-700', 'turkish-400', 'turkish-600', 'turkish-700'].map((file) => `noto-sans-${file}-normal`).sort(),
  );
  expect(await page.evaluate(() => document.fonts.check('600 16px "Noto Sans"'))).toBe(true);

  await presetStorage(context, { 'preferred-language': 'ar' });
  const arabic = await context.newPage();
  await arabic.goto('/hotels');
  await expectLanguage(arabic, 'ar');
  const arabicFiles = await fontFiles(arabic);
  expect(arabicFiles).toContain('noto-sans-arabic-arabic-400-normal');
  // Latin Extended (55 kB a weight) only for text that has such a letter: none of these pages.
  expect(arabicFiles.filter((file) => file.includes('latin-ext'))).toEqual([]);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu switches the language', async ({ page }) => {
    await page.goto('/hotels');
    await expect(screenOf(page, 'mf-hotels').locator('h1')).toHaveText('Oteller');
    await expect(page.getByTestId('language-select')).toBeHidden();
    await markDocument(page);

    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByTestId('lang-button-en').click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(screenOf(page, 'mf-hotels').locator('h1')).toHaveText('Hotels');
    await expect(menu.getByTestId('lang-button-en')).toHaveAttribute('aria-pressed', 'true');
    await expectSameDocument(page);
    expect(await storageItem(page, 'preferred-language')).toBe('en');

    await menu.getByTestId('lang-button-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screenOf(page, 'mf-hotels').locator('h1')).toHaveText('الفنادق');
  });
});
