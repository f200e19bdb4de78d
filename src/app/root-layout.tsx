import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { canonicalPath } from '../config/paths';

/**
 * The root of both hosts: canonical URLs (lower case, no trailing slash) and scroll to
 * the top on every new navigation. Each screen renders its own title and meta tags.
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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
