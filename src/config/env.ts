/**
 * The one typed configuration module. Everything that a later real API or a
 * deployment changes is read here from `import.meta.env`, with its defaults (product
 * rules, 'Running and configuration').
 * Pure: `readConfig` takes the env and the current origin, so tests can call it.
 */

export interface AppConfig {
  /** Base URL of the HTTP API, absolute (a path in VITE_API_BASE is taken on the page's origin). */
  apiBase: string;
  /** Where the social sign-in buttons navigate: `{socialAuthBase}/api/auth/{provider}`. */
  socialAuthBase: string;
  /** Host-name prefix that marks the admin host. */
  adminHostPrefix: string;
  /** Origin of the admin host, where admin-role logins are sent. */
  adminUrl: string;
  /** Origin of the public host (the admin URL with its prefix removed). */
  publicUrl: string;
  /** Google reCAPTCHA site key; empty means the local demo check is shown. */
  recaptchaSiteKey: string;
  /** Embedded map URL loaded only when the visitor asks for it. */
  mapsEmbedUrl: string;
  /** Whether the mock API (MSW) answers requests. */
  apiMocking: boolean;
  /**
   * How long each API call of the demo's front takes on its way back, in ms (a whole number,
   * 0 or more). The end-to-end tests build with 0: their walks wait for the app, not for a
   * simulated network (docs/operations.md, 'Test time'); the Slow scenario adds its own time.
   */
  demoLatencyMs: number;
  /** The public site's own address: canonical links, Open Graph and the sitemap. */
  siteUrl: string;
}

export type EnvSource = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

export const DEFAULTS = {
  apiBase: 'http://localhost:5000',
  socialAuthBase: 'http://localhost:8787',
  adminHostPrefix: 'admin.',
  fallbackOrigin: 'http://localhost:5173',
  siteUrl: 'https://example.com',
  demoLatencyMs: 250,
  mapsEmbedUrl: 'https://maps.google.com/maps?q=Ouru%20Complex%2C%20Kisii%2C%20Kenya&z=16&output=embed',
} as const;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An absolute http(s) URL's origin and path without a trailing slash, or null. */
function absoluteUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? trimSlash(url.href) : null;
  } catch {
    return null;
  }
}

/** True when the host name starts with the admin prefix (e.g. 'admin.localhost'). */
export function isAdminHostname(hostname: string, prefix: string): boolean {
  return prefix !== '' && hostname.toLowerCase().startsWith(prefix.toLowerCase());
}

/** The current origin with the prefix put before its host name (idempotent). */
export function deriveAdminUrl(origin: string, prefix: string): string {
  const url = new URL(origin);
  if (!isAdminHostname(url.hostname, prefix)) url.hostname = `${prefix}${url.hostname}`;
  return trimSlash(url.origin);
}

/** The current origin with the admin prefix taken off its host name. */
export function derivePublicUrl(origin: string, prefix: string): string {
  const url = new URL(origin);
  if (isAdminHostname(url.hostname, prefix)) url.hostname = url.hostname.slice(prefix.length);
  return trimSlash(url.origin);
}

/** A whole number of milliseconds, 0 or more, or null. */
function milliseconds(value: string | undefined): number | null {
  const ms = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(ms) && ms >= 0 ? ms : null;
}

export function readConfig(env: EnvSource, origin: string = DEFAULTS.fallbackOrigin): AppConfig {
  const apiMocking = env.VITE_API_MOCKING === 'true';
  const adminHostPrefix = env.VITE_ADMIN_HOST_PREFIX || DEFAULTS.adminHostPrefix;
  const adminUrl = trimSlash(env.VITE_ADMIN_URL || deriveAdminUrl(origin, adminHostPrefix));
  return {
    // A path ('/') means the API answers on the page's own origin, both hosts alike (the
    // production build behind nginx: docs/api-server.md, 'The production build').
    apiBase: trimSlash(new URL(env.VITE_API_BASE || DEFAULTS.apiBase, origin).href),
    // In mock mode the app itself serves the mock provider consent page.
    socialAuthBase: trimSlash(
      env.VITE_SOCIAL_AUTH_BASE || (apiMocking ? trimSlash(origin) : DEFAULTS.socialAuthBase),
    ),
    adminHostPrefix,
    adminUrl,
    publicUrl: derivePublicUrl(adminUrl, adminHostPrefix),
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY?.trim() ?? '',
    mapsEmbedUrl: env.VITE_MAPS_EMBED_URL || DEFAULTS.mapsEmbedUrl,
    apiMocking,
    demoLatencyMs: milliseconds(env.VITE_DEMO_LATENCY_MS) ?? DEFAULTS.demoLatencyMs,
    siteUrl: absoluteUrl(env.VITE_SITE_URL) ?? DEFAULTS.siteUrl,
  };
}

const currentOrigin = typeof window === 'undefined' ? undefined : window.location.origin;

// `import.meta.env` is Vite's; the API server (Node) imports the content module without it.
export const config: AppConfig = readConfig(import.meta.env ?? {}, currentOrigin);

/** Whether this page is served on the admin host. */
export const onAdminHost = (): boolean =>
  typeof window !== 'undefined' && isAdminHostname(window.location.hostname, config.adminHostPrefix);
