import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * The walks of the production build (`npm run test:prod`; docs/api-server.md, 'The production build'): the
 * production bundle (no MSW, no Demo controls, no Phone panel) served by nginx through
 * deploy/nginx, with the API server in production mode behind /api/ on a fresh database,
 * exactly as `npm run serve:prod` serves it, on a port of its own (E2E_PROD_PORT, 8180 run
 * alone). scripts/test-prod.mjs builds it and runs these walks on a server of their own (8181)
 * while contract:check runs on another (8180); run alone, this config starts the server itself. In Debian's Chromium
 * (scripts/chromium.mjs), one worker (the walks share the one data set of production mode),
 * no retries.
 */
const port = Number(process.env.E2E_PROD_PORT ?? 8180);
const outDir = process.env.E2E_PROD_OUT_DIR ?? 'dist-prod-e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test (product rules, 'Accessibility and quality bars'): no retries, in CI too.
  retries: 0,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `../../test-results/e2e-prod-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/test-prod.mjs --serve-only --port ${port} --out-dir ${outDir}`,
    cwd: '../..',
    // nginx starts once the API server listens.
    url: `http://localhost:${port}/app-shell.html`,
    // scripts/test-prod.mjs has it running already.
    reuseExistingServer: true,
    timeout: 180_000,
  },
});
