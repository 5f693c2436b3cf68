import { defineConfig } from '@playwright/test';

/**
 * Cross-remote end-to-end suite. It starts the built site itself (see fixtures/site.ts), so build
 * first (`npm run e2e` at the root does), or runs against a deployed site with E2E_BASE_URL
 * (fixtures/deployed.ts). The browser is Debian's Chromium, never a downloaded one.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores here: one site and one browser per worker.
  workers: 2,
  // The second reporter lists skipped tests and why (with E2E_BASE_URL, the ones needing their own site).
  reporter: [['list'], ['./fixtures/skipped-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
    actionTimeout: 7_000,
    navigationTimeout: 15_000,
    // Tracing costs ~1 s a test on this 2-core machine: on for CI retries, or E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
