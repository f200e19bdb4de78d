import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { PATHS } from '../../config/paths';
import { SubmissionsPage } from './submissions-page';

async function open(route: string) {
  const rendered = renderRoutes([{ path: PATHS.adminContacts, element: <SubmissionsPage /> }], {
    route,
    preloadedState: { session: ADMIN_SESSION },
  });
  await screen.findByRole('table');
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

type Router = ReturnType<typeof renderRoutes>['router'];
const address = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
/**
 * The table's submissions: each row has its View action. (`hidden: true` skips the check
 * of every element's visibility, which is slow over antd's table in jsdom; none is hidden.)
 */
const rows = () => screen.queryAllByRole('link', { name: /^View submission from /, hidden: true });
/** The Filter button, by its label (its icon adds a word before it). */
const filterButton = (label: string) => screen.getByRole('button', { name: (name) => name.endsWith(label) });

describe('SubmissionsPage: the search, the Filter, the page and its size live in the address', () => {
  it('opens a link with its filters', async () => {
    await open('/admin-contacts?status=new&service=tenant+management');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveAccessibleName('View submission from Kwamboka Ogeto');
    expect(filterButton('Filter (2)')).toBeInTheDocument();
  });

  it('opens a link with its page and page size', async () => {
    await open('/admin-contacts?size=5&page=3');
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it('reads nonsense as no filter, page 1 of 10', async () => {
    await open('/admin-contacts?status=maybe&service=x&size=7&page=abc&q=');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(filterButton('Filter')).toBeInTheDocument();
  });

  it('writes each choice; a new search or filter starts at page 1; Back undoes a choice', async () => {
    const { router, user } = await open('/admin-contacts?size=5');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(address(router)).toBe('/admin-contacts?page=2&size=5');
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();

    // Typing: every character kept, page 1 at once, the address a moment later.
    const search = screen.getByRole('searchbox', { name: 'Search submissions' });
    await user.type(search, 'MRI TAX');
    expect(search).toHaveValue('MRI TAX');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(address(router)).toBe('/admin-contacts?q=MRI+TAX&size=5'));
    await user.clear(search);
    await waitFor(() => expect(address(router)).toBe('/admin-contacts?size=5'));

    await user.click(screen.getByRole('listitem', { name: '3' }));
    await user.click(filterButton('Filter'));
    await user.click(await screen.findByRole('checkbox', { name: 'New' }));
    expect(address(router)).toBe('/admin-contacts?status=new&size=5');
    await waitFor(() => expect(filterButton('Filter (1)')).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Tenant Management' }));
    expect(address(router)).toBe('/admin-contacts?status=new&service=tenant+management&size=5');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await act(() => router.navigate(-1));
    expect(address(router)).toBe('/admin-contacts?status=new&size=5');
    await waitFor(() => expect(filterButton('Filter (1)')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Tenant Management' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address(router)).toBe('/admin-contacts?size=5');
  });
});
