import { DEMO_ACCOUNTS, SOCIAL_DEMO_USER_ID } from '../server/domain/data/accounts';
import { publicHostOnlyPaths, routesOf, visitPath, type HostName, type RouteEntry } from '../src/app/routes';
import type { RouteAccess } from '../src/config/route-meta';
import type { SessionState } from '../src/session/session-slice';
import type { Email } from '../src/types/console';
import type { Role, User } from '../src/types/user';

/**
 * The one fixtures module of the tests, Vitest and Playwright alike: the server's demo
 * accounts (one source: server/domain/data/accounts.ts, re-exported, never re-typed), signed-in
 * sessions built from them, and the route lists the tests walk (from the route table).
 * Playwright loads this file with its own TypeScript loader, so it imports nothing that needs
 * a browser, Vite or `import.meta.env`: plain data, types, and the route table, which loads
 * no screen up front.
 */
export {
  ADMIN_CREDENTIALS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SOCIAL_DEMO_USER_ID,
} from '../server/domain/data/accounts';
export { EXPIRED_TOKEN, QA_FAILURES, QA_SESSION_TOKENS } from '../mocks/qa';

/** The demo account of a role (the README lists them). */
export const userWithRole = (role: Role): User => {
  const account = DEMO_ACCOUNTS.find((a) => a.user.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account.user;
};

export const ADMIN_USER = userWithRole('admin');
export const MANAGER_USER = userWithRole('manager');
/** The demo account of role 'user' (a customer of the firm): the tenant of unit A4. */
export const CUSTOMER_USER = userWithRole('user');
/** A demo account by its email (the owners share the role 'user' with the tenant). */
export const userWithEmail = (email: string): User => {
  const account = DEMO_ACCOUNTS.find((a) => a.user.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.user;
};
/** The resident owner (Kisii and Nairobi) and the owner abroad (Nairobi, non-resident). */
export const OWNER_USER = userWithEmail('owner@example.com');
export const OWNER_ABROAD_USER = userWithEmail('investor@example.com');
/** The resident owner who files MRI herself (a Kisumu house). */
export const RESIDENT_OWNER_USER = userWithEmail('resident@example.com');
/** The user the mock's social consent page signs in ('Continue as Demo User'). */
export const SOCIAL_DEMO_USER = DEMO_ACCOUNTS.find((a) => a.user.id === SOCIAL_DEMO_USER_ID)!.user;

/**
 * A fixture token for `userId`: in the unit tests the in-process server signs the account in
 * with it on first use (server/testing.ts); the end-to-end tests sign in for real instead.
 */
export const demoToken = (userId: string, suffix = 'test'): string => `demo.${userId}.${suffix}`;

/** A signed-in session: the session slice's state with a token and a user. */
export type SignedInSession = SessionState & { token: string; user: User };

/**
 * A signed-in session as the session slice holds it (checked, `isAdminAuthenticated` for an
 * administrator). Playwright's storeSession (tests/e2e/support.ts) writes one to the session's
 * storage keys, so a test starts signed in.
 */
export const sessionOf = (user: User, token = demoToken(user.id)): SignedInSession => ({
  token,
  user,
  isAdminAuthenticated: user.role === 'admin',
  check: 'done',
});

export const ADMIN_SESSION = sessionOf(ADMIN_USER);
export const MANAGER_SESSION = sessionOf(MANAGER_USER);
export const CUSTOMER_SESSION = sessionOf(CUSTOMER_USER);
export const OWNER_SESSION = sessionOf(OWNER_USER);
export const OWNER_ABROAD_SESSION = sessionOf(OWNER_ABROAD_USER);
export const RESIDENT_OWNER_SESSION = sessionOf(RESIDENT_OWNER_USER);

// ---- Routes: the lists the tests walk, from the route table (src/app/routes.tsx) ----

const visits = (entries: readonly RouteEntry[]): string[] => entries.map(visitPath);
const routesWith = (host: HostName, access: readonly RouteAccess[]): RouteEntry[] =>
  routesOf(host, true).filter((entry) => access.includes(entry.access));

/** A host's routes of some access rules, as paths to visit (an example for a path with an id). */
export const routePaths = (host: HostName, ...access: RouteAccess[]): string[] =>
  visits(routesWith(host, access));

/** A host's routes of some access rules, with their facts (title, prerendering, ...). */
export const routeEntries = routesWith;

/** Pages only the public host has: on the admin host they redirect (to / once signed in). */
export const PUBLIC_HOST_ONLY_PATHS: readonly string[] = [...publicHostOnlyPaths()];

export { prerenderPaths, visitPath, type RouteEntry } from '../src/app/routes';

/** One email of the console, for the tests of the store and its cached copy. */
export const SAMPLE_EMAIL: Email = {
  id: 'e1',
  sender: 'Jane Moraa',
  email: 'jane@example.com',
  subject: 'Lease renewal',
  body: 'Hello',
  date: '2025-03-18',
  time: '09:45',
  read: false,
  starred: false,
  folder: 'inbox',
};
