import { DEMO_ACCOUNTS } from '../mocks/data/accounts';
import type { SessionState } from '../src/session/session-slice';
import type { Role, User } from '../src/types/user';

/**
 * The mock API's demo accounts and signed-in sessions, for unit tests and Playwright
 * alike (one source: mocks/data/accounts.ts). The mock accepts any token of the form
 * `demo.<userId>.<anything>`, so a test can be signed in without a login.
 */
export const userWithRole = (role: Role): User => DEMO_ACCOUNTS.find((a) => a.user.role === role)!.user;

export const ADMIN_USER = userWithRole('admin');
export const MANAGER_USER = userWithRole('manager');
export const CUSTOMER_USER = userWithRole('user');

/** A signed-in session of the store (the session slice's state). */
export const sessionOf = (user: User, token = `demo.${user.id}.test`): SessionState => ({
  token,
  user,
  isAdminAuthenticated: user.role === 'admin',
  check: 'done',
});

export const ADMIN_SESSION = sessionOf(ADMIN_USER);
export const MANAGER_SESSION = sessionOf(MANAGER_USER);
export const CUSTOMER_SESSION = sessionOf(CUSTOMER_USER);
