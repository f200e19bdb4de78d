import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canonicalPath, ID_PATHS } from '../config/paths';
import { routeHandle } from '../config/route-meta';
import { ARTICLES } from '../features/public-site/data/articles';
import { PROPERTIES } from '../features/public-site/data/properties';
import { appRoutes } from './router';
import {
  consoleMenuOf,
  expiredSessionRedirect,
  isPublicPage,
  onHost,
  prerenderPaths,
  publicHostOnlyPaths,
  ROUTES,
  routesOf,
  visitPath,
  type HostName,
} from './routes';

/** The derived lists match the table: each is checked against the table itself or the router built from it. */

const HOSTS: readonly HostName[] = ['public', 'admin'];

/** The route a path lands on in a host's router (its id), or '*' for the catch-all. */
function landsOn(host: HostName, path: string): string | undefined {
  const matches = matchRoutes(appRoutes(host), path) ?? [];
  const last = matches.at(-1)?.route;
  return last?.path === '*' ? '*' : last?.id;
}

function leaves(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : [route]));
}

describe('the route table', () => {
  it.each(HOSTS)('has unique ids and paths on the %s host', (host) => {
    const entries = routesOf(host, true);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
  });

  it('gives every path with an id an example of that path, and only those', () => {
    for (const entry of ROUTES) {
      if (entry.path.includes(':'))
        expect(matchRoutes([{ path: entry.path }], entry.example!), entry.id).not.toBeNull();
      else expect(entry.example, entry.id).toBeUndefined();
    }
  });

  it('declares each id route pattern once, in PATHS, and canonicalPath keeps the id as written', () => {
    const patterns = ROUTES.map((entry) => entry.path).filter((path) => path.includes('/:id'));
    expect(new Set(patterns)).toEqual(new Set(ID_PATHS.map((path) => path.pattern)));
    for (const path of ID_PATHS) {
      const withId = path('Some-ID');
      expect(canonicalPath(`${withId.toUpperCase().replace('SOME-ID', 'Some-ID')}/`)).toBe(withId);
    }
  });

  it('prerenders only public pages of the public host', () => {
    for (const entry of ROUTES.filter((e) => e.prerender)) {
      expect(entry.access, entry.id).toBe('anyone');
      expect(onHost(entry, 'public'), entry.id).toBe(true);
    }
  });
});

describe.each(HOSTS)('the %s host router', (host) => {
  const entries = routesOf(host, true);

  it('serves every route of the table for this host, and no other', () => {
    const ids = leaves(appRoutes(host))
      .map((route) => route.id)
      .filter((id) => entries.some((entry) => entry.id === id));
    expect(ids.sort()).toEqual(entries.map((entry) => entry.id).sort());
    for (const entry of entries) expect(landsOn(host, visitPath(entry)), entry.id).toBe(entry.id);
  });

  it("carries each route's title on its handle", () => {
    const byId = new Map(leaves(appRoutes(host)).map((route) => [route.id, route]));
    for (const entry of entries) expect(routeHandle(byId.get(entry.id)!).title, entry.id).toBe(entry.title);
  });

  it('links every console menu entry to the screen it names, with its access rule', () => {
    const menu = consoleMenuOf(host);
    expect(menu.length).toBeGreaterThan(0);
    for (const link of menu) {
      const entry = entries.find((e) => e.id === link.routeId)!;
      expect(landsOn(host, link.to.split('#')[0]!), link.label).toBe(entry.id);
      expect(link.access).toBe(entry.access);
    }
    // The console frame carries the host's menu.
    const frame = matchRoutes(appRoutes(host), '/dashboard')!.find((m) => routeHandle(m.route).consoleMenu);
    expect(routeHandle(frame!.route).consoleMenu).toEqual(menu);
  });
});

describe('lists derived from the table', () => {
  it('prerenders every static public page and one page per article and property', async () => {
    const paths = await prerenderPaths();
    const statics = ROUTES.filter((e) => e.prerender === 'static').map((e) => e.path);
    expect(paths).toEqual([...new Set(paths)]);
    expect(new Set(paths)).toEqual(
      new Set([
        ...statics,
        ...ARTICLES.map((article) => `/article/${article.id}`),
        ...PROPERTIES.map((property) => `/properties/${property.id}`),
      ]),
    );
    for (const path of paths) expect(landsOn('public', path), path).not.toBe('*');
  });

  it('counts exactly the prerendered pages as public pages for the expired-session rule', async () => {
    for (const path of await prerenderPaths()) {
      expect(isPublicPage(path), path).toBe(true);
      expect(expiredSessionRedirect('public', path)).toBeNull();
      expect(expiredSessionRedirect('admin', path)).toBe('/login');
    }
    expect(isPublicPage('/FAQ/')).toBe(true);
    for (const entry of routesOf('public', true).filter((e) => !e.prerender)) {
      expect(isPublicPage(visitPath(entry)), entry.id).toBe(false);
      expect(expiredSessionRedirect('public', visitPath(entry)), entry.id).toBe('/login');
    }
  });

  it('sends links to public-host-only pages to the public origin, and only those', () => {
    const only = publicHostOnlyPaths();
    for (const entry of routesOf('public', true).filter((e) => !e.path.includes(':'))) {
      expect(only.has(entry.path), entry.id).toBe(landsOn('admin', entry.path) === '*');
    }
    expect([...only].sort()).toEqual(
      [
        '/about-us',
        '/admin-login',
        '/auth/callback',
        '/community-blog',
        '/contact',
        '/coming-soon',
        '/forgot-password',
        '/reset-password',
        '/signup',
        // The customer portal's pages below its home are the public host's (product rules, 'Customer portal').
        '/user/payments',
        '/user/maintenance',
      ].sort(),
    );
  });
});
