/**
 * Accessibility: axe-core (WCAG 2.1 A and AA, and its best practices) finds nothing on the public
 * pages, on a phone, in the light theme in English and the dark theme in Arabic (right to left);
 * and no page is wider than the phone. Text over photos is outside what axe can judge (it leaves
 * it "incomplete"); the hero and tile scrim is sized for it instead (packages/ui textOnImage).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { presetStorage } from '../fixtures/page';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = ['/', '/hotels', '/flights', '/car-transfers', '/restaurants', '/packages', '/login'];
const SETTINGS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ar' },
] as const;

interface Finding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/** Waits until the page has nothing left loading, then runs axe (evaluated, so the site's CSP allows it). */
async function axeFindings(page: Page): Promise<Finding[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="widget-placeholder"], [data-testid="remote-loading"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return (result.violations as { id: string; impact: string | null; nodes: { target: string[] }[] }[]).map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
}

test.use({ viewport: { width: 412, height: 823 } });

for (const { theme, language } of SETTINGS) {
  test(`axe finds nothing on the public pages on a phone, ${theme} theme in ${language}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await presetStorage(context, { darkMode: theme, 'preferred-language': language });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect({ path, findings: await axeFindings(page) }).toEqual({ path, findings: [] });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }, 'nothing wider than the phone').toEqual({ path, width: 412 });
    }
  });
}
