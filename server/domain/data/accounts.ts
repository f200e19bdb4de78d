import type { DemoPersona } from '../../../src/types/api.gen';
import type { User } from '../../../src/types/user';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-passwords.mjs';

/** Demo accounts of the API server's sample data (README lists them). Credentials live only in server/. */
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
  // A second tenant (unit A1 of the same Kisii property), so that one tenant can be shown
  // not to see another's lease, payments or repairs (contract:check's object-level checks).
  {
    user: {
      id: 'u-tenant2',
      email: 'tenant2@example.com',
      firstName: 'Grace',
      lastName: 'Moraa',
      role: 'user',
    },
    password: DEMO_PASSWORD,
  },
  // Owners (the customer portal's owner view): a resident owner who lives in Nairobi and
  // owns the Kisii property of unit A4 and one in Nairobi (the firm is her appointed MRI
  // agent); an owner who lives in London and owns a Nairobi apartment block (non-resident);
  // a resident owner of a Kisumu house who files MRI herself. Their properties and tax
  // arrangements: server/domain/data/portal.ts.
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
  {
    user: {
      id: 'u-resident',
      email: 'resident@example.com',
      firstName: 'Akinyi',
      lastName: 'Odera',
      role: 'user',
    },
    password: DEMO_PASSWORD,
  },
];

/**
 * The Demo controls' people (the contract's DemoPersona) and their accounts: the tenant is
 * user@example.com (unit A4), the owner owner@example.com, the owner abroad investor@example.com,
 * the resident owner who files MRI resident@example.com.
 */
export const DEMO_PERSONA_ACCOUNTS: Readonly<Record<DemoPersona, string>> = {
  admin: 'u-admin',
  manager: 'u-manager',
  tenant: 'u-user',
  owner: 'u-owner',
  'owner-abroad': 'u-investor',
  'resident-owner': 'u-resident',
};

/** The administrator pair of the administrator login (checked by the server, not in src/). */
export const ADMIN_CREDENTIALS = { username: 'admin', password: ADMIN_PASSWORD } as const;

/** The user social sign-in returns in demo mode ('Continue as Demo User'). */
export const SOCIAL_DEMO_USER_ID = 'u-user';

/**
 * The providers the demo's consent page serves (GET /api/auth/{provider}: product rules,
 * 'Offline first').
 */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  apple: 'Apple',
  yahoo: 'Yahoo',
  outlook: 'Outlook',
};
