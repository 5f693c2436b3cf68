import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser suite lives in packages/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'packages/e2e/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 15_000,
    // The API tests' seeded template databases live for one run (api/test/helpers/seeded-database.ts).
    globalSetup: ['./api/test/global-setup.ts'],
  },
});
