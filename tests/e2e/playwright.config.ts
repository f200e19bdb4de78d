import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the demo
 * build (the live MSW worker), served by nginx through the production configuration of
 * deploy/nginx, security headers and Content-Security-Policy included (every test fails
 * on a CSP violation: support.ts). E2E_PORT and OUT_DIR let several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.OUT_DIR ?? 'dist-demo';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test (DECISIONS): no retries, in CI too.
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `../../test-results/e2e-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `npx vite build --mode demo --logLevel warn && node scripts/hosting/nginx.mjs serve --dist ${outDir} --port ${port}`,
    cwd: '../..',
    env: { OUT_DIR: outDir },
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
