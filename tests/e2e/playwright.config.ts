import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the demo
 * build (the demo's MSW front before the API server), served by nginx through the production configuration of
 * deploy/nginx, security headers and Content-Security-Policy included (every test fails
 * on a CSP violation: support.ts). E2E_PORT and OUT_DIR let several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.OUT_DIR ?? 'dist-demo';
/**
 * The API server (server/main.ts) in demo mode, behind nginx at /api/ on both hosts
 * (docs/api-server.md), on a fresh database in a folder of this port's; every test picks a
 * data set of its own with the `kpm-dataset` cookie (support.ts).
 */
const apiData = `.data/e2e-${port}`;

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
    // A failed test keeps its trace (actions, network, console) and a screenshot of the page as
    // it failed. Without the screencast and the DOM snapshots of every action, which cost about a
    // third of the suite's time on 2 cores and a twentieth more (docs/operations.md, 'Test time').
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    // As a visitor who asked the system for less motion: antd's opening and closing animations
    // end at once (src/styles/global.css), so no step waits for one; about a tenth of the walks'
    // time (docs/operations.md, 'Test time'). The tests of what motion looks like ask for it.
    reducedMotion: 'reduce',
    // Debian's Chromium with the shared flags (scripts/chromium.mjs).
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // Build, then nginx in the foreground with the API server as its child: Playwright stops
    // the whole process group at the end.
    command:
      `npx vite build --mode demo --logLevel warn && ` +
      `node scripts/hosting/nginx.mjs serve --dist ${outDir} --port ${port} --api demo --api-data ${apiData}`,
    cwd: '../..',
    // No simulated network latency in the walks (src/config/demo.ts, DEMO_LATENCY_MS).
    env: { OUT_DIR: outDir, VITE_DEMO_LATENCY_MS: '0' },
    // nginx starts once the API server listens.
    url: `http://localhost:${port}/app-shell.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
