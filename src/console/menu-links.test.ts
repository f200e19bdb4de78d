import { describe, expect, it } from 'vitest';
import { consoleMenuOf } from '../app/routes';
import { sessionOf, userWithRole } from '../../tests/fixtures';
import type { SessionSnapshot } from '../session/access';
import type { Role } from '../types/user';
import { consoleHomeFor, menuLinksFor, navLinksFor } from './menu-links';

const as = (role: Role, flag = false): SessionSnapshot => ({
  ...sessionOf(userWithRole(role)),
  isAdminAuthenticated: flag,
});
const signedOut: SessionSnapshot = { token: null, user: null, isAdminAuthenticated: false, check: 'done' };

describe('the console navigation a session sees (from the route table)', () => {
  const admins = [
    'Dashboard',
    'Email Center',
    'Contact Submissions',
    'Manage Users',
    'Payments',
    'Maintenance',
    'Owners',
    'Payouts',
  ];
  it.each<[string, 'public' | 'admin', SessionSnapshot, string | undefined, string[], string | null]>([
    [
      'an admin on the email centre, admin host',
      'admin',
      as('admin', true),
      'admin-emails',
      [
        'Dashboard /',
        'Email Center /admin-emails',
        'Contact Submissions /admin-contacts',
        'Manage Users /admin',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Email Center',
    ],
    [
      'an admin on /dashboard, admin host: Dashboard is the home',
      'admin',
      as('admin', true),
      'dashboard',
      [
        'Dashboard /',
        'Email Center /admin-emails',
        'Contact Submissions /admin-contacts',
        'Manage Users /admin',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Dashboard',
    ],
    [
      'an admin on a submission, public host',
      'public',
      as('admin', true),
      'admin-contact',
      [
        'Dashboard /dashboard',
        'Email Center /admin-emails',
        'Contact Submissions /admin-contacts',
        'Manage Users /manager',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      null,
    ],
    [
      'an admin on /manager, admin host: Manage Users',
      'admin',
      as('admin', true),
      'manager',
      [
        'Dashboard /',
        'Email Center /admin-emails',
        'Contact Submissions /admin-contacts',
        'Manage Users /admin',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Manage Users',
    ],
    [
      'a manager',
      'public',
      as('manager'),
      'manager',
      [
        'Manage Users /manager',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Manage Users',
    ],
    [
      'a manager on Payments, admin host',
      'admin',
      as('manager'),
      'admin-payments',
      [
        'Manage Users /manager',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Payments',
    ],
    [
      'a manager on /user',
      'public',
      as('manager'),
      'user',
      [
        'Manage Users /manager',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      null,
    ],
    [
      'an admin-role user without the flag',
      'public',
      as('admin'),
      'manager',
      [
        'Manage Users /manager',
        'Payments /admin-payments',
        'Maintenance /admin-maintenance',
        'Owners /admin-owners',
        'Payouts /admin-payouts',
      ],
      'Manage Users',
    ],
    // A customer's navigation is the portal's pages, on a phone too (the drawer holds the same).
    [
      'a user',
      'public',
      as('user'),
      'user',
      ['Dashboard /user', 'Statement of account /user/payments', 'Maintenance requests /user/maintenance'],
      'Dashboard',
    ],
    [
      'a user on a statement, admin host: only the pages that host has',
      'admin',
      as('user'),
      'user-statement',
      // The portal's other pages are the public host's.
      ['Dashboard /user'],
      null,
    ],
    ['signed out', 'public', signedOut, undefined, [], null],
  ])('%s', (_name, host, session, current, expected, marked) => {
    const nav = navLinksFor(consoleMenuOf(host), session, current);
    expect(nav.map((l) => `${l.label} ${l.to}`)).toEqual(expected);
    expect(nav.filter((l) => l.current).map((l) => l.label)).toEqual(marked ? [marked] : []);
    if (session.isAdminAuthenticated) expect(nav.map((l) => l.label)).toEqual(admins);
  });

  it.each<[string, 'public' | 'admin', SessionSnapshot, string]>([
    ['an admin, admin host', 'admin', as('admin', true), '/'],
    ['an admin, public host', 'public', as('admin', true), '/dashboard'],
    ['a manager', 'public', as('manager'), '/manager'],
    ['a user', 'public', as('user'), '/user'],
  ])('the logo takes %s to the console home', (_name, host, session, home) => {
    expect(consoleHomeFor(navLinksFor(consoleMenuOf(host), session, undefined))).toBe(home);
  });
});

describe("the header's menu a session sees (from the route table)", () => {
  it.each<[string, 'public' | 'admin', SessionSnapshot, string | undefined, string[]]>([
    [
      'an admin on the email centre, admin host',
      'admin',
      as('admin', true),
      'admin-emails',
      ['Back to Dashboard /dashboard', 'Settings /dashboard#settings'],
    ],
    [
      'an admin on the dashboard, public host',
      'public',
      as('admin', true),
      'dashboard',
      ['Settings /dashboard#settings'],
    ],
    [
      "an admin on the admin host's home",
      'admin',
      as('admin', true),
      'console-home',
      ['Settings /dashboard#settings'],
    ],
    ['a manager', 'admin', as('manager'), 'manager', []],
    ['a manager elsewhere', 'public', as('manager'), 'user', []],
    ['an admin-role user without the flag', 'public', as('admin'), 'manager', []],
    ['a user', 'public', as('user'), 'user', []],
    ['signed out', 'public', signedOut, undefined, []],
  ])('%s', (_name, host, session, current, expected) => {
    expect(menuLinksFor(consoleMenuOf(host), session, current).map((l) => `${l.label} ${l.to}`)).toEqual(
      expected,
    );
  });
});
