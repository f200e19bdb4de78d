import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { PROPERTIES } from '../data/properties';
import { PropertiesPage } from './properties-page';
import { applyFilters, PROPERTY_URL } from './property-filters';

const routes = () => [{ path: '/properties', element: <PropertiesPage /> }];
const countText = (n: number) => (n === 1 ? '1 property' : `${n} properties`);
const count = () => screen.getByRole('status');

/** The page's markup as the build's prerender makes it (entry-prerender.tsx), head tags apart. */
async function prerender(url: string): Promise<string> {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const html = renderToString(
    <AppProviders store={makeStore()} host="public">
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </AppProviders>,
  );
  const hoisted = /^(?:<(?:title>[^<]*<\/title>|meta [^>]*\/?>|link [^>]*\/?>))*/.exec(html)?.[0] ?? '';
  return html.slice(hoisted.length);
}

describe('PropertiesPage: prerendered, then hydrated without a mismatch', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it.each([
    ['/properties', PROPERTIES.length],
    [
      '/properties?town=kisii&sort=price-desc',
      applyFilters(PROPERTIES, PROPERTY_URL.parse('town=kisii')).length,
    ],
    ['/properties?town=atlantis&min=lots', PROPERTIES.length],
  ])('%s', async (url, expected) => {
    // The prerender has no address but the path: every page is the default one.
    const container = document.createElement('div');
    container.innerHTML = await prerender('/properties');
    document.body.append(container);
    expect(within(container).getByRole('status')).toHaveTextContent(countText(PROPERTIES.length));

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const router = createMemoryRouter(routes(), { initialEntries: [url] });
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders store={makeStore()} host="public">
          <RouterProvider router={router} />
        </AppProviders>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Hydrated: the address's filters apply, and the controls work.
    await waitFor(() => expect(count()).toHaveTextContent(countText(expected)));
    expect(screen.getByRole('group')).toBeEnabled();
  });
});
