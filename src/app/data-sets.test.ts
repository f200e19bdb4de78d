import { describe, expect, it } from 'vitest';
import { emptyCollection } from '../console/collection-state';
import { ownChangeCommitted } from '../store/data-versions';
import { CONSOLE_DATA_SETS } from './data-sets';
import { PERSISTED_SLICES } from './persist';
import { makeStore } from './store';

/*
 * The registry of the console's data sets (docs/architecture.md, 'Adding a data set'): each
 * line gives its data set a place in the store, a checked cached copy and the version that
 * moves it, with nothing else to write.
 */

const SLICES = {
  emailCentre: () => import('../features/email-centre/email-centre-slice').then((m) => m.emailCentreSlice),
  contactSubmissions: () =>
    import('../features/contact-submissions/contact-submissions-slice').then(
      (m) => m.contactSubmissionsSlice,
    ),
  managedUsers: () => import('../features/users/managed-users-slice').then((m) => m.managedUsersSlice),
  payments: () => import('../features/staff-payments/payments-slice').then((m) => m.paymentsSlice),
  maintenance: () =>
    import('../features/staff-maintenance/maintenance-slice').then((m) => m.maintenanceSlice),
  owners: () => import('../features/owners/owners-slice').then((m) => m.ownersSlice),
  payouts: () => import('../features/payouts/payouts-slice').then((m) => m.payoutsSlice),
};

describe.each(CONSOLE_DATA_SETS.map((declared) => [declared.key, declared] as const))(
  '%s',
  (key, declared) => {
    it('has its place in the store from the start, and its cached copy is kept and checked', () => {
      expect(makeStore().getState()[key]).toEqual(emptyCollection());
      expect(PERSISTED_SLICES[key]).toBe(declared.isItem);
      expect(declared.isItem({ id: 1 })).toBe(false);
    });

    it('is the place its slice takes over, and the version its own changes move', async () => {
      const slice = await SLICES[key]();
      expect(slice.name).toBe(key);
      // A collection read at version 4, as its slice holds it, follows its own change to 5.
      const held = { ...emptyCollection(), status: 'loaded' as const, serverVersion: 4 };
      const moved = slice.reducer(
        held as never,
        ownChangeCommitted({ [declared.live]: { before: 4, after: 5 } }),
      );
      expect(moved).toMatchObject({ serverVersion: 5 });
    });
  },
);

it('names each data set and each version once', () => {
  const keys = CONSOLE_DATA_SETS.map((d) => d.key);
  const versions = CONSOLE_DATA_SETS.map((d) => d.live);
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(versions).size).toBe(versions.length);
  expect(Object.keys(SLICES).sort()).toEqual([...keys].sort());
});
