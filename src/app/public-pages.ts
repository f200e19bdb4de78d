import { canonicalPath, PATHS, SERVICE_NAV } from '../config/paths';

/**
 * The public host's pages with a fixed path (product rules, 'Static-first public pages'):
 * each is prerendered at build time into its own HTML file. Pages per article (and per
 * property) are added from their data by the prerender entry.
 */
export const STATIC_PUBLIC_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.aboutUs,
  ...SERVICE_NAV.map((service) => service.path),
  PATHS.communityBlog,
  PATHS.faq,
  PATHS.contact,
  PATHS.properties,
  PATHS.privacyPolicy,
  PATHS.termsOfService,
  PATHS.comingSoon,
  PATHS.pricing,
  PATHS.project,
  PATHS.tenants,
  PATHS.signup,
];

const STATIC_SET = new Set(STATIC_PUBLIC_PAGES);

/**
 * Whether a path is one of the public pages: a visitor reading one with a stale session
 * stays there while the session is cleared quietly (product rules, 'Sessions').
 */
export function isPublicPage(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return STATIC_SET.has(path) || /^\/article\/[^/]+$/.test(path) || /^\/properties\/[^/]+$/.test(path);
}

/**
 * Where an expired session sends the browser (spec 4; product rules, 'Sessions'): /login,
 * except a visitor on a public page of the public host, who stays (null).
 */
export function expiredSessionRedirect(host: 'public' | 'admin', pathname: string): string | null {
  return host === 'public' && isPublicPage(pathname) ? null : PATHS.login;
}
