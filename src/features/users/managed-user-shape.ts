import { hasStrings, isRecord } from '../../lib/guards';
import type { ManagedUser } from '../../types/console';
import { consoleDataSet } from '../../console/collection-state';

/**
 * The shape check of a managed user read back from the console's cached copy (app/persist.ts),
 * apart from the slice: the check runs on every page that reads the copy, the slice's code
 * only with the console's.
 */
export const isManagedUser = (value: unknown): value is ManagedUser =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email']) &&
  (value.role === 'user' || value.role === 'manager');

/** The managed users (Manage Users) as a console data set: one line of the registry, app/data-sets.ts. */
export const MANAGED_USERS_DATA = consoleDataSet({
  key: 'managedUsers',
  live: 'users',
  isItem: isManagedUser,
});
