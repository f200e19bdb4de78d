// The Content-Security-Policy of the built site (product rules, 'Hosting and CSP'), computed at build time
// from the build's own configuration and HTML. Two policies:
//  - `pages`: the prerendered public pages. They carry no inline script and no inline style,
//    so styles are 'self' only (reCAPTCHA, when configured, needs inline styles).
//  - `app`: the app shell (console, sign-in, the admin host). antd's CSS-in-JS injects
//    <style> elements at run time, so styles there allow 'unsafe-inline'; a nonce would need
//    a server that rewrites every response, which a static host is not. Scripts never do.
import { createHash } from 'node:crypto';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** sha256 sources for every inline <script> (one without src) in the given HTML files. */
export function inlineScriptHashes(htmlFiles) {
  const hashes = new Set();
  for (const html of htmlFiles) {
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

const origin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The maps embed's origins: the configured one, and www.google.com where Google's redirects go. */
function mapFrames(mapsEmbedUrl) {
  const configured = origin(mapsEmbedUrl);
  if (!configured) return [];
  return /(^|\.)google\.com$/.test(new URL(configured).hostname)
    ? [...new Set([configured, 'https://www.google.com'])]
    : [configured];
}

/**
 * @param {{ apiBase: string, mapsEmbedUrl: string, recaptchaSiteKey: string, scriptHashes: string[] }} build
 * @returns {{ pages: string, app: string }}
 */
export function contentSecurityPolicies({ apiBase, mapsEmbedUrl, recaptchaSiteKey, scriptHashes }) {
  const recaptcha = recaptchaSiteKey ? RECAPTCHA : [];
  const policy = (inlineStyles) =>
    [
      `default-src 'self'`,
      `script-src ${["'self'", ...scriptHashes, ...recaptcha].join(' ')}`,
      `style-src ${["'self'", ...(inlineStyles ? ["'unsafe-inline'"] : [])].join(' ')}`,
      `img-src 'self' data:`,
      `font-src 'self'`,
      // 'self' is the API too where it answers on the page's own origin (/api/ behind nginx).
      `connect-src ${["'self'", origin(apiBase)].filter(Boolean).join(' ')}`,
      `frame-src ${[...mapFrames(mapsEmbedUrl), ...recaptcha].join(' ') || "'none'"}`,
      `worker-src 'self'`,
      `manifest-src 'self'`,
      `frame-ancestors 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `object-src 'none'`,
    ].join('; ');
  return { pages: policy(Boolean(recaptchaSiteKey)), app: policy(true) };
}
