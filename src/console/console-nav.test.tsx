import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMenuOf } from '../app/routes';
import { config } from '../config/env';
import type { RouteHandle } from '../config/route-meta';
import { ADMIN_SESSION } from '../../tests/fixtures';
import { renderRoutes } from '../../tests/test-utils';
import { BACK_TO_WEBSITE, CONSOLE_NAV_BUTTON, ConsoleNav } from './console-nav';

describe('the console navigation', () => {
  it("an admin on the admin host: logo home, the screens with the current one marked, the website; the phone's drawer", async () => {
    const handle: RouteHandle = { consoleMenu: consoleMenuOf('admin') };
    const { router, user } = renderRoutes(
      [
        {
          id: 'console',
          handle,
          children: ['admin-emails', 'admin-contacts'].map((id) => ({
            id,
            path: `/${id}`,
            element: <ConsoleNav />,
          })),
        },
      ],
      { host: 'admin', route: '/admin-emails', preloadedState: { session: ADMIN_SESSION } },
    );
    expect(screen.getByRole('link', { name: 'Kisii Property Management console home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Email Center', '/admin-emails'],
      ['Contact Submissions', '/admin-contacts'],
      ['Manage Users', '/admin'],
      ['Payments', '/admin-payments'],
      ['Maintenance', '/admin-maintenance'],
      ['Owners', '/admin-owners'],
      ['Payouts', '/admin-payouts'],
      [BACK_TO_WEBSITE, `${config.publicUrl}/`],
    ]);
    expect(within(nav).getByRole('link', { name: 'Email Center' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    // The phone's menu button opens the same links in a drawer; choosing one goes there and closes it.
    await user.click(screen.getByRole('button', { name: CONSOLE_NAV_BUTTON }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Contact Submissions' }));
    expect(router.state.location.pathname).toBe('/admin-contacts');
    expect(screen.getByRole('button', { name: CONSOLE_NAV_BUTTON })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      within(screen.getAllByRole('navigation', { name: 'Console' })[0]!).getByRole('link', {
        name: 'Contact Submissions',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
