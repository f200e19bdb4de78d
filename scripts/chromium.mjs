/**
 * The one Chromium every script and test drives: Debian's (`apt-get install chromium`),
 * never a browser a test tool downloads. CHROMIUM_PATH points elsewhere. The flags keep a
 * headless run quiet and alike on every machine: no sandbox (containers and CI run as root),
 * no GPU, and none of the browser's own network traffic (updates, sync, first-run pages),
 * which would otherwise show in measurements and request counts.
 *
 * Used by tests/e2e/playwright.config.ts (`chromiumLaunchOptions`), scripts/bench.mjs,
 * scripts/screenshots.mjs and scripts/api/contract-check.mjs (`launchChromium`),
 * scripts/bench-lh.mjs (Lighthouse's chrome-launcher: `CHROMIUM_PATH`, `CHROMIUM_FLAGS`)
 * and .ci/run (which installs Chromium when `CHROMIUM_PATH` is not there). It imports
 * nothing at load, so .ci/run can read it before `npm ci`.
 */

/** The Chromium executable. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The command-line flags every launch passes. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * Playwright launch options for that Chromium: `options` may add flags (`args`, after the
 * shared ones) or name another executable (`executablePath`).
 */
export function chromiumLaunchOptions(options = {}) {
  const { args = [], executablePath, ...rest } = options;
  return { ...rest, executablePath: executablePath || CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...args] };
}

/** Launches that Chromium with Playwright (`chromium.launch`), headless unless `headless: false`. */
export async function launchChromium(options = {}) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(chromiumLaunchOptions(options));
}
