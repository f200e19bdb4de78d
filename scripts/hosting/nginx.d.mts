/** The site's server blocks for a build folder, with its build-time CSP (deploy/nginx/site.conf.template). */
export function renderSiteConfig(options: {
  dist: string;
  listen: string | number;
  publicServerName: string;
  adminServerName: string;
  confDir: string;
}): string;

/** The server blocks with /__mock-store/ proxied to `upstream` on both hosts (local `serve` only). */
export function withMockStoreProxy(site: string, upstream: string): string;
