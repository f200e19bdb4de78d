import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { renderRoutes } from '../../../tests/test-utils';
import { MAINTENANCE_REQUESTS } from '../../../tests/maintenance-fixtures';
import { MaintenancePage, NO_REQUESTS_TEXT } from './maintenance-page';

const titles = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** An option of the antd select's open list (its title; the chosen value shows a title too). */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) => el.classList.contains('ant-select-item-option'))!;

describe('MaintenancePage', () => {
  it('reads its filters from the address, most urgent first then newest, and writes a new choice back', async () => {
    server.use(http.get('*/api/admin/maintenance', () => HttpResponse.json(MAINTENANCE_REQUESTS)));
    const { router, user } = renderRoutes([{ path: '/admin-maintenance', element: <MaintenancePage /> }], {
      route: '/admin-maintenance?property=pr-ouru',
      preloadedState: { session: ADMIN_SESSION },
    });

    await waitFor(() => expect(titles()).toEqual(['Leaking bathroom tap', 'Blocked kitchen sink']));
    expect(screen.getByRole('combobox', { name: 'Property' }).closest('.ant-select')).toHaveTextContent(
      'Ouru Heights',
    );
    expect(screen.getByRole('link', { name: 'Blocked kitchen sink' })).toHaveAttribute(
      'href',
      '/admin-maintenance/view/mr-0001',
    );
    const closed = screen.getByRole('row', { name: /MR-0001/ });
    expect(closed).toHaveTextContent('Ouru Heights, unit B3');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent('3 February 2025');
    expect(closed).toHaveTextContent('KES 2,500');

    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await option('All'));
    await waitFor(() =>
      expect(titles()).toEqual([
        'Gate lock broken',
        'Sockets sparking in the living room',
        'Leaking bathroom tap',
        'Blocked kitchen sink',
      ]),
    );
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await option('Awaiting owner approval'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=awaiting-approval'));
    expect(titles()).toEqual(['Sockets sparking in the living room']);
    expect(screen.getByRole('row', { name: /MR-0002/ })).toHaveTextContent('KES 12,500');

    await act(() => router.navigate('/admin-maintenance?status=cancelled&priority=EMERGENCY'));
    expect(await screen.findByText(NO_REQUESTS_TEXT)).toBeInTheDocument();
  });
});
