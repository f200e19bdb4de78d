import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the demo
 * build (the live MSW worker), served by nginx through the production configuration of
 * deploy/nginx, security headers and Content-Security-Policy included (every test fails
 * on a CSP violation: support.ts). E2E_PORT and OUT_DIR let several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.OUT_DIR ?? 'dist-demo';
/**
 * The mock's local store server (scripts/mock-store/server.mjs), behind nginx at
 * /__mock-store/ on both hosts (product rules, 'One demo, one data set'). Its port follows the
 * e2e port (+2000: +1000 would be Vite's dev port 5173), so runs on other ports never
 * meet; its data sets (one per test: support.ts) go to a folder of this port's, emptied
 * at each start.
 */
const storePort = Number(process.env.MOCK_STORE_PORT ?? port + 2000);
const storeDir = `.mock-store/e2e-${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test (product rules, 'Accessibility and quality bars'): no retries, in CI too.
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
    // Debian's Chromium with the shared flags (scripts/chromium.mjs).
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // Build, then the store in the background and nginx in the foreground: Playwright kills
    // the whole process group (both) at the end; if nginx stops first, the store goes too.
    command:
      `npx vite build --mode demo --logLevel warn && ` +
      `{ node scripts/mock-store/server.mjs --port ${storePort} --dir ${storeDir} --fresh & store=$!; ` +
      `node scripts/hosting/nginx.mjs serve --dist ${outDir} --port ${port} --mock-store http://127.0.0.1:${storePort}; ` +
      `status=$?; kill $store; exit $status; }`,
    cwd: '../..',
    env: { OUT_DIR: outDir },
    // Through nginx to the store: ready when both are.
    url: `http://localhost:${port}/__mock-store/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
