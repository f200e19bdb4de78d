import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { AntdScope } from '../src/components/antd-scope';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import type { HostKind } from '../src/config/host';

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  host?: HostKind;
}

/**
 * Renders a component with the real store, antd's providers (as the console and sign-in
 * screens have them) and a memory router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState),
    host = 'public',
    route = '/',
    ...options
  }: ProviderOptions & { route?: string } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} host={host}>
      <AntdScope>{children}</AntdScope>
    </AppProviders>
  );
  return {
    store,
    router,
    user: userEvent.setup(),
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}

/** Renders route objects (e.g. the app's tables) in a memory router, with the real store. */
export function renderRoutes(
  routes: RouteObject[],
  {
    preloadedState,
    store,
    host = 'public',
    route = '/',
    ...options
  }: ProviderOptions & { route?: string } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const appStore =
    store ?? makeStore(preloadedState, { navigate: (to) => void router.navigate(to, { replace: true }) });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={appStore} host={host}>
      <AntdScope>{children}</AntdScope>
    </AppProviders>
  );
  return {
    store: appStore,
    router,
    user: userEvent.setup(),
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}
