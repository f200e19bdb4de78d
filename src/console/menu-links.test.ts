import { describe, expect, it } from 'vitest';
import { consoleMenuOf } from '../app/routes';
import { sessionOf, userWithRole } from '../../tests/fixtures';
import type { SessionSnapshot } from '../session/access';
import type { Role } from '../types/user';
import { menuLinksFor } from './menu-links';

const as = (role: Role, flag = false): SessionSnapshot => ({
  ...sessionOf(userWithRole(role)),
  isAdminAuthenticated: flag,
});
const signedOut: SessionSnapshot = { token: null, user: null, isAdminAuthenticated: false, check: 'done' };

describe('the console menu a session sees (from the route table)', () => {
  it.each<[string, 'public' | 'admin', SessionSnapshot, string | undefined, string[]]>([
    [
      'an admin on the email centre, admin host',
      'admin',
      as('admin', true),
      'admin-emails',
      [
        'Back to Dashboard /dashboard',
        'Settings /dashboard#settings',
        'Contact Submissions /admin-contacts',
        'Manage Users /admin',
      ],
    ],
    [
      'an admin on the dashboard, public host',
      'public',
      as('admin', true),
      'dashboard',
      [
        'Settings /dashboard#settings',
        'Email Center /admin-emails',
        'Contact Submissions /admin-contacts',
        'Manage Users /manager',
      ],
    ],
    ['a manager', 'admin', as('manager'), 'manager', []],
    ['a manager elsewhere', 'public', as('manager'), 'user', ['Manage Users /manager']],
    ['an admin-role user without the flag', 'public', as('admin'), 'manager', []],
    ['a user', 'public', as('user'), 'user', []],
    ['signed out', 'public', signedOut, undefined, []],
  ])('%s', (_name, host, session, current, expected) => {
    expect(menuLinksFor(consoleMenuOf(host), session, current).map((l) => `${l.label} ${l.to}`)).toEqual(
      expected,
    );
  });
});
