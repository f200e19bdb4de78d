/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SOCIAL_AUTH_BASE?: string;
  readonly VITE_ADMIN_URL?: string;
  readonly VITE_ADMIN_HOST_PREFIX?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_MAPS_EMBED_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_PAYBILL_NUMBER?: string;
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build (vite.config.ts `define`): what a prerendered page shows until it hydrates. */
declare const __BUILD_YEAR__: number;

/** The brand colours as CSS custom properties (vite.config.ts, brandTokensCss). */
declare module 'virtual:brand-tokens.css';
