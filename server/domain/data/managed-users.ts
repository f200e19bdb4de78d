import type { ManagedUser } from '../../../src/types/console';

/**
 * The users of the Manage Users tables (product rules, 'Users and roles'). Fictional names,
 * example.com addresses.
 */
export const MANAGED_USER_FIXTURES: readonly ManagedUser[] = [
  { id: 'mu-001', name: 'Mercy Kerubo', role: 'manager', email: 'mercy.kerubo@example.com' },
  { id: 'mu-002', name: 'Brian Nyakundi', role: 'user', email: 'brian.nyakundi@example.com' },
  { id: 'mu-003', name: 'Faith Wambui', role: 'user', email: 'faith.wambui@example.com' },
  { id: 'mu-004', name: 'Dennis Onyango', role: 'manager', email: 'dennis.onyango@example.com' },
  { id: 'mu-005', name: 'Grace Chepkoech', role: 'user', email: 'grace.chepkoech@example.com' },
  { id: 'mu-006', name: 'Samuel Mogaka', role: 'user', email: 'samuel.mogaka@example.com' },
];
