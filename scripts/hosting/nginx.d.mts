/** The site's server blocks for a build folder, with its build-time CSP (deploy/nginx/site.conf.template). */
export function renderSiteConfig(options: {
  dist: string;
  listen: string | number;
  publicServerName: string;
  adminServerName: string;
  confDir: string;
}): string;

/** The server blocks with /api/ proxied to the API server at `upstream` (an http origin) on both hosts. */
export function withApiProxy(site: string, upstream: string): string;
