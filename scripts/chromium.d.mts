import type { Browser, LaunchOptions } from '@playwright/test';

/** The Chromium executable (CHROMIUM_PATH, else Debian's /usr/bin/chromium). */
export const CHROMIUM_PATH: string;

/** The command-line flags every launch passes. */
export const CHROMIUM_FLAGS: readonly string[];

/** Playwright launch options for that Chromium, with `options`' flags after the shared ones. */
export function chromiumLaunchOptions(options?: LaunchOptions): LaunchOptions & {
  executablePath: string;
  args: string[];
};

/** Launches that Chromium with Playwright. */
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
