import type { Collection, ConsoleDataSet } from '../console/collection-state';
import { SUBMISSIONS_DATA } from '../features/contact-submissions/submission-shape';
import { EMAIL_CENTRE_DATA } from '../features/email-centre/email-shape';
import { PAYMENTS_DATA } from '../features/staff-payments/payment-shape';
import { MAINTENANCE_DATA } from '../features/staff-maintenance/maintenance-shape';
import { MANAGED_USERS_DATA } from '../features/users/managed-user-shape';
import { OWNERS_DATA } from '../features/owners/owner-shape';
import { PAYOUTS_DATA } from '../features/payouts/payout-shape';

/**
 * The console's data sets, one line each (docs/architecture.md, 'Adding a data set'). Each
 * is declared in its own folder (consoleDataSet); from this list come its place in the store
 * until its slice's code loads (store.ts), the cached copy redux-persist keeps and checks
 * (persist.ts), and the changes in flight the console counts (its slice, once loaded).
 */
export const CONSOLE_DATA_SETS = [
  EMAIL_CENTRE_DATA,
  SUBMISSIONS_DATA,
  MANAGED_USERS_DATA,
  PAYMENTS_DATA,
  MAINTENANCE_DATA,
  OWNERS_DATA,
  PAYOUTS_DATA,
] as const;

type Declared = (typeof CONSOLE_DATA_SETS)[number];

/** The store's places of the console's data sets: 'emailCentre', 'managedUsers', … */
export type ConsoleSliceKey = Declared['key'];

/** Each console data set's state: a collection of its items. */
export type ConsoleData = {
  [Key in ConsoleSliceKey]: Extract<Declared, { key: Key }> extends ConsoleDataSet<Key, infer T>
    ? Collection<T>
    : never;
};

/** One value per console data set, made from its declaration: `{ emailCentre: …, managedUsers: … }`. */
export const perDataSet = <V>(make: (declared: Declared) => V): Record<ConsoleSliceKey, V> =>
  Object.fromEntries(CONSOLE_DATA_SETS.map((declared) => [declared.key, make(declared)])) as Record<
    ConsoleSliceKey,
    V
  >;
