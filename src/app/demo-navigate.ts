import { createPath, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import type { HostKind } from '../config/host';
import { isPublicPage } from './routes';

/**
 * Whether a move from `from` to `to` must load the page: from a static-first public page of
 * the public host to any other page. That page is served with a stricter
 * Content-Security-Policy, which forbids the console's inline styles (product rules,
 * 'Hosting and CSP'), and the policy stays with the document; SiteLink's links do the same.
 */
export const needsPageLoad = (host: HostKind, from: string, to: string): boolean =>
  host === 'public' && isPublicPage(from) && !isPublicPage(to.split(/[?#]/)[0] ?? to);

type RouterNavigate = (to: To, options?: NavigateOptions) => unknown;

/**
 * The navigate the Demo controls' one-click sign-in uses: the router's, except from a public
 * page into the console (`needsPageLoad`), where the browser loads the page (replacing the
 * current entry when asked to). `location` is the browser's, a stand-in in tests.
 */
export function demoNavigate(
  navigate: RouterNavigate & ((delta: number) => unknown),
  host: HostKind,
  location: Pick<Location, 'pathname' | 'assign' | 'replace'> = window.location,
): NavigateFunction {
  return (to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') {
      void navigate(to);
      return;
    }
    const href = typeof to === 'string' ? to : createPath(to);
    if (needsPageLoad(host, location.pathname, href)) {
      if (options?.replace) location.replace(href);
      else location.assign(href);
      return;
    }
    void navigate(to, options);
  };
}
