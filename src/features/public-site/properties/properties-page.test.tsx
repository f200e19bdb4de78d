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
import { renderWithProviders } from '../../../../tests/test-utils';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { PROPERTIES } from '../data/properties';
import { NO_MATCH_TEXT, PropertiesPage } from './properties-page';
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

describe('PropertiesPage: the filters live in the address', () => {
  const address = (router: { state: { location: { pathname: string; search: string } } }) =>
    `${router.state.location.pathname}${router.state.location.search}`;

  it('reads a garbage address as no filters, and the next choice writes it clean', async () => {
    const { router, user } = renderWithProviders(<PropertiesPage />, {
      route: '/properties?town=atlantis&beds=abc&min=-1&max=lots&sort=random&bedrooms=abc&price=-1',
    });
    expect(count()).toHaveTextContent(countText(PROPERTIES.length));
    expect(screen.getByLabelText('Town')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.getByLabelText('Min price (KES)')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(address(router)).toBe('/properties?sort=price-asc');
    expect(router.state.historyAction).toBe('PUSH');
    await user.selectOptions(screen.getByLabelText('Town'), 'kisii');
    expect(address(router)).toBe('/properties?town=kisii&sort=price-asc');
    expect(screen.getByLabelText('Town')).toHaveValue('kisii');
  });

  it('the price boxes keep what is typed, apply on Enter or on leaving, and drop what makes no sense', async () => {
    const { router, user } = renderWithProviders(<PropertiesPage />, { route: '/properties' });
    const max = screen.getByLabelText('Max price (KES)');
    const min = screen.getByLabelText('Min price (KES)');

    await user.type(max, '50,000');
    expect(max).toHaveValue('50,000');
    expect(address(router)).toBe('/properties');
    await user.keyboard('{Enter}');
    expect(address(router)).toBe('/properties?max=50000');
    expect(max).toHaveFocus();
    expect(max).toHaveValue('50000');
    expect(count()).toHaveTextContent(
      countText(applyFilters(PROPERTIES, PROPERTY_URL.parse('max=50000')).length),
    );

    await user.type(min, '-20');
    await user.tab();
    expect(min).toHaveValue('');
    expect(address(router)).toBe('/properties?max=50000');

    await user.type(min, '20000');
    await user.click(document.body);
    expect(address(router)).toBe('/properties?min=20000&max=50000');
    expect(min).toHaveValue('20000');

    // Back: the boxes show the address again.
    await act(() => router.navigate(-1));
    expect(min).toHaveValue('');
    expect(max).toHaveValue('50000');
  });

  it("'Clear filters' clears every filter and the sort", async () => {
    const { router, user } = renderWithProviders(<PropertiesPage />, {
      route: '/properties?town=kisii&type=villa&sort=price-asc',
    });
    expect(screen.getByText(NO_MATCH_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address(router)).toBe('/properties');
    expect(count()).toHaveTextContent(countText(PROPERTIES.length));
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
  });
});
