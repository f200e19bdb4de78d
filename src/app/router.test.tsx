import { screen as ui, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, ADMIN_USER } from '../../tests/fixtures';
import { renderRoutes } from '../../tests/test-utils';
import { RouteError, UNEXPECTED_ERROR_TITLE } from '../components/route-error';
import { storedSessionVerified } from '../session/session-slice';
import { withTimeout } from '../lib/with-timeout';
import { appRoutes, screen } from './router';

/*
 * The access rules themselves (who may see what, on which host) are the table of
 * src/session/access.test.ts; these tests check only that the route tables wire them in:
 * which routes sit behind which guard, and that the guards' answers reach the router.
 */

const landOn = async (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });

describe('public host routes', () => {
  it.each([
    ['/no-such-page', '/'],
    ['/FAQ/', '/faq'],
    ['/Pricing', '/pricing'],
    ['/admin', '/'],
  ])('%s resolves to %s', async (from, to) => {
    const { router } = renderRoutes(appRoutes('public'), { route: from });
    await landOn(router, to);
  });

  it.each(['/dashboard', '/admin-emails', '/admin-contacts/view/c1'])(
    'sends a signed-out visitor of %s to /admin-login',
    async (from) => {
      const { router } = renderRoutes(appRoutes('public'), { route: from });
      await landOn(router, '/admin-login');
    },
  );

  it("shows a Coming Soon page with its own name; /tenants adds the portal's ways in", async () => {
    renderRoutes(appRoutes('public'), { route: '/tenants' });
    expect(await ui.findByRole('heading', { level: 1, name: 'Tenants Portal' })).toBeInTheDocument();
    expect(ui.getByText('Coming Soon')).toBeInTheDocument();
    expect(ui.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(ui.getByRole('link', { name: 'Sign in to the portal' })).toHaveAttribute('href', '/login');
    expect(ui.getByRole('link', { name: 'Request portal access' })).toHaveAttribute('href', '/signup');
  });

  it('another Coming Soon page has no portal links', async () => {
    renderRoutes(appRoutes('public'), { route: '/pricing' });
    expect(await ui.findByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeInTheDocument();
    expect(ui.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(ui.queryByRole('link', { name: 'Sign in to the portal' })).toBeNull();
    expect(ui.queryByRole('link', { name: 'Request portal access' })).toBeNull();
  });
});

describe('admin host gate', () => {
  // '/faq': a public page, behind the gate alone; '/nowhere': the catch-all.
  it.each(['/faq', '/nowhere'])('shows only /login while signed out (%s)', async (from) => {
    const { router } = renderRoutes(appRoutes('admin'), { route: from, host: 'admin' });
    await landOn(router, '/login');
  });

  it("shows 'Loading...' while stored credentials are checked, then the screen", async () => {
    const { router, store } = renderRoutes(appRoutes('admin'), {
      route: '/',
      host: 'admin',
      preloadedState: { session: { ...ADMIN_SESSION, check: 'checking' } },
    });
    // Past the router's own first load, the gate itself holds the screen.
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(ui.getByText('Loading...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    store.dispatch(storedSessionVerified(ADMIN_USER));
    await waitFor(() => expect(ui.queryByText('Loading...')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves /login for / once signed in', async () => {
    const { router } = renderRoutes(appRoutes('admin'), {
      route: '/login',
      host: 'admin',
      preloadedState: { session: ADMIN_SESSION },
    });
    await landOn(router, '/');
  });

  it.each(['/contact', '/about-us', '/community-blog', '/admin-login', '/unknown'])(
    'redirects %s to / once signed in (not on the admin host)',
    async (from) => {
      const { router } = renderRoutes(appRoutes('admin'), {
        route: from,
        host: 'admin',
        preloadedState: { session: ADMIN_SESSION },
      });
      await landOn(router, '/');
    },
  );
});

describe('failed screens', () => {
  it('shows the unexpected-application-error screen with Reload when a nested chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([
      {
        element: <Outlet />,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [
          {
            path: '/',
            ...screen(() =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
            ),
            errorElement: <RouteError />,
          },
        ],
      },
    ]);
    expect(await ui.findByRole('heading', { name: UNEXPECTED_ERROR_TITLE })).toBeInTheDocument();
    expect(ui.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(ui.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the same screen when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    expect(await ui.findByRole('heading', { name: UNEXPECTED_ERROR_TITLE })).toBeInTheDocument();
  });

  it('times a lazy load out after the limit', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, 120_000).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).name).toBe('ChunkLoadTimeoutError');
    vi.useRealTimers();
  });
});
