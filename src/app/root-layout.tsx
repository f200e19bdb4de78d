import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { usePageMeta } from '../components/use-page-meta';
import { canonicalPath } from './paths';

export interface RouteHandle {
  /** Document title before ' | <brand>'; pages with data-driven titles set their own. */
  title?: string;
  description?: string;
}

/**
 * Sets the title and description a route declares in its `handle`. It runs before the
 * page's own effects, so a page with data-driven meta (an article) may override it.
 */
function RouteMeta() {
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .find((m) => (m.handle as RouteHandle | undefined)?.title !== undefined)?.handle as
    RouteHandle | undefined;
  usePageMeta(handle?.title, handle?.description, handle !== undefined);
  return null;
}

/**
 * The root of both hosts: canonical URLs (lower case, no trailing slash), the route's
 * title and description, and scroll to the top on every new navigation.
 */
export function RootLayout() {
  const location = useLocation();
  const canonical = canonicalPath(location.pathname);

  useEffect(() => {
    // Focus moves to the page on navigation for screen-reader users (not on first load).
    if (window.history.state?.idx > 0) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (canonical !== location.pathname) {
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  }
  return (
    <>
      <RouteMeta />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
