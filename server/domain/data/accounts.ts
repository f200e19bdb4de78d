import type { DemoPersona } from '../../../src/types/api.gen';
import type { User } from '../../../src/types/user';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-passwords.mjs';

/** Demo accounts of the mock API (README lists them). Credentials live only in mocks/. */
export interface DemoAccount {
  user: User;
  password: string;
}

export { DEMO_PASSWORD };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    user: {
      id: 'u-admin',
      email: 'admin@example.com',
      firstName: 'Amani',
      lastName: 'Otieno',
      role: 'admin',
    },
    password: DEMO_PASSWORD,
  },
  {
    user: {
      id: 'u-manager',
      email: 'manager@example.com',
      firstName: 'Mercy',
      lastName: 'Kerubo',
      role: 'manager',
    },
    password: DEMO_PASSWORD,
  },
  {
    user: { id: 'u-user', email: 'user@example.com', firstName: 'Brian', lastName: 'Nyakundi', role: 'user' },
    password: DEMO_PASSWORD,
  },
  // Owners (the customer portal's owner view): a resident owner who lives in Nairobi and
  // owns the Kisii property of unit A4 and one in Nairobi; an owner who lives in London and
  // owns a Nairobi apartment block (non-resident). Their properties: mocks/data/portal.ts.
  {
    user: { id: 'u-owner', email: 'owner@example.com', firstName: 'Ruth', lastName: 'Nyaboke', role: 'user' },
    password: DEMO_PASSWORD,
  },
  {
    user: {
      id: 'u-investor',
      email: 'investor@example.com',
      firstName: 'David',
      lastName: 'Omwenga',
      role: 'user',
    },
    password: DEMO_PASSWORD,
  },
];

/**
 * The Demo controls' people (the contract's DemoPersona) and their accounts: the tenant is
 * user@example.com (unit A4), the owner owner@example.com, the owner abroad investor@example.com.
 */
export const DEMO_PERSONA_ACCOUNTS: Readonly<Record<DemoPersona, string>> = {
  admin: 'u-admin',
  manager: 'u-manager',
  tenant: 'u-user',
  owner: 'u-owner',
  'owner-abroad': 'u-investor',
};

/** The administrator pair of the administrator login (checked by the mock API, not in src/). */
export const ADMIN_CREDENTIALS = { username: 'admin', password: ADMIN_PASSWORD } as const;

/** The user social sign-in returns in mock mode ('Continue as Demo User'). */
export const SOCIAL_DEMO_USER_ID = 'u-user';

/** A token the mock answers with 401 everywhere, so QA can walk the expired-session flow. */
export const EXPIRED_TOKEN = 'expired-token';

/**
 * Tokens for the start-up session check's failure paths: GET /api/auth/me never answers
 * (the 10 s time-out) or fails as a dropped network ('Could not reach the server.').
 */
export const QA_SESSION_TOKENS = { hung: 'hung-token', offline: 'offline-token' } as const;

/** The providers the mock consent page serves (spec 7: GET /api/auth/{provider}). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  apple: 'Apple',
  yahoo: 'Yahoo',
  outlook: 'Outlook',
};

/**
 * QA hooks of the mock API, so failure paths can be walked in a real browser (where the
 * MSW worker answers in-page requests and Playwright's page.route never sees them):
 * a login (email) or administrator login (username) with these identities fails so.
 */
export const QA_FAILURES = {
  /** 500 with an error field: the form still shows 'Server error. Please try again later.' */
  serverError: { email: 'server-error@example.com', username: 'server-error' },
  /** A dropped connection (fetch rejects), as with the network cable pulled. */
  networkDown: { email: 'network-down@example.com', username: 'network-down' },
} as const;
