import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from '../components/route-error';
import { LAZY_LOAD_TIMEOUT_MS } from '../config/constants';
import { config } from '../config/env';
import type { HostKind } from '../config/host';
import type { ConsoleAccess, RouteAccess, RouteHandle } from '../config/route-meta';
import { AdminHostGate, RequireAccess } from '../session/route-guards';
import { withTimeout } from '../lib/with-timeout';
import { PATHS } from '../config/paths';
import '../features/public-site/styles';
import { ApiGate } from './api-gate';
import { RootLayout } from './root-layout';
import {
  consoleMenuOf,
  isPublicPage,
  publicHostOnlyPaths,
  routesOf,
  type HostName,
  type RouteEntry,
} from './routes';

/**
 * The router of both hosts (product rules, 'Hosts and routes'), built from the route table
 * (./routes.tsx): each route gets its host's frame (the public layout, the API gate, the
 * console and its guard) from its access rule. Every screen is its own lazily loaded chunk;
 * a chunk that fails or takes over 120 s shows the route's error screen.
 */

/**
 * A lazily loaded screen: `load` imports its module and returns the element. Each
 * screen renders its meta tags (PageMeta), with the route's title unless it names its own.
 */
interface ScreenRoute {
  lazy: () => Promise<{ element: ReactElement }>;
}

/** Rethrows a failed load while rendering, inside the route's error boundary. */
function FailedScreen({ error }: { error: Error }): never {
  throw error;
}

/**
 * A chunk that fails or takes over 120 s resolves to a screen that throws its error, so
 * the route's error boundary shows the error screen with Reload. (A rejected `lazy` would
 * leave the route unresolved, and React Router would render nothing below its parent.)
 */
export const screen = (load: () => Promise<ReactElement>): ScreenRoute => ({
  lazy: async () => {
    try {
      return { element: await withTimeout(load(), LAZY_LOAD_TIMEOUT_MS) };
    } catch (error) {
      return { element: <FailedScreen error={error instanceof Error ? error : new Error(String(error))} /> };
    }
  },
});

const toHome: RouteObject = { path: '*', element: <Navigate to={PATHS.home} replace /> };

/** A route of the table as React Router's route: its id, its screen and its `handle`. */
function routeOf(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title };
  return { id: entry.id, path: entry.path, handle, ...screen(entry.screen) };
}

const CONSOLE_ACCESS: readonly ConsoleAccess[] = ['admin', 'manager', 'signedIn'];

/** The console frame (with the host's console menu on its handle) and each access rule's guard. */
function consoleFrame(host: HostName, entries: readonly RouteEntry[]): RouteObject {
  const handle: RouteHandle = { consoleMenu: consoleMenuOf(host) };
  return {
    id: 'console',
    handle,
    ...screen(() => import('../console/console-layout').then((m) => <m.ConsoleLayout />)),
    children: CONSOLE_ACCESS.flatMap((access) => {
      const guarded = entries.filter((entry) => entry.access === access);
      return guarded.length
        ? [{ element: <RequireAccess access={access} />, children: guarded.map(routeOf) }]
        : [];
    }),
  };
}

/** One host's routes, built from the table (src/app/routes.tsx). */
function hostRoutes(host: HostName): RouteObject[] {
  const entries = routesOf(host, config.apiMocking);
  const of = (...access: RouteAccess[]) => entries.filter((entry) => access.includes(entry.access));
  const signIn = of('signIn').map(routeOf);
  const publicPages: RouteObject = { element: <PublicLayout />, children: of('anyone').map(routeOf) };
  const console = consoleFrame(host, of('admin', 'manager', 'signedIn'));
  if (host === 'admin') {
    // Only /login until signed in; then the console and the shared public pages.
    return [
      {
        element: <ApiGate />,
        children: [{ element: <AdminHostGate />, children: [...signIn, console, publicPages, toHome] }],
      },
    ];
  }
  publicPages.children!.push({ element: <ApiGate />, children: signIn });
  return [publicPages, { element: <ApiGate />, children: [console] }, toHome];
}

/** Puts the error screen on every route, so a failure shows inside the nearest frame. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    return { ...route, errorElement: <RouteError />, ...(children ? { children } : {}) } as RouteObject;
  });
}

export function appRoutes(host: HostKind): RouteObject[] {
  const handle: RouteHandle = { publicHostOnly: publicHostOnlyPaths(), isPublicPage };
  return [
    {
      id: 'root',
      handle,
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: withErrorBoundaries(hostRoutes(host)),
    },
  ];
}

/**
 * Loads the lazy screens that match `pathname` and puts them on their routes, so the
 * router starts initialised: a prerendered page then hydrates at once, with no fallback
 * in between (which would be a hydration mismatch). False when a screen failed to load
 * (it then shows the error screen, which is not what was prerendered).
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      const screenRoute = await route.lazy();
      Object.assign(route, screenRoute);
      delete route.lazy;
      return (screenRoute as { element?: ReactElement }).element?.type !== FailedScreen;
    }),
  );
  return loaded.every(Boolean);
}

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
