import { describe, expect, it } from 'vitest';
import { persistStore, type Storage as PersistStorage } from 'redux-persist';
import { ADMIN_SESSION, SAMPLE_EMAIL } from '../../tests/fixtures';
import { demoDataReset } from '../console/console-actions';
import { emptyCollection } from '../console/collection-state';
import { themeChanged } from '../console/theme-slice';
import { signedOut } from '../session/session-slice';
import type { ManagedUser } from '../types/console';
import { PERSIST_VERSION } from './persist';
import { makeStore } from './store';

/**
 * The console's slices load with the console's code, not with the entry (store.ts): until then
 * the store keeps their places. This file imports no slice up front (the email centre's and the
 * users' slices load in the last test, as a console screen loads them), so it proves what a page
 * without the console's code does with the cached copy, and that a slice loading after
 * rehydration takes the copy over.
 */

const email = SAMPLE_EMAIL;
const managedUser: ManagedUser = { id: 'm1', name: 'Grace Kerubo', email: 'grace@example.com', role: 'user' };

const copy = () =>
  JSON.stringify({
    emailCentre: JSON.stringify({ status: 'loaded', items: [email] }),
    managedUsers: JSON.stringify({ status: 'loaded', items: [managedUser] }),
    _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: false }),
  });

const memoryStorage = (raw: string | null) => {
  const items = new Map<string, string>(raw === null ? [] : [['persist:kpm-console', raw]]);
  return {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
    raw: () => items.get('persist:kpm-console') ?? null,
  } satisfies PersistStorage & { raw: () => string | null };
};

/** A persisted store over `storage` with a signed-in admin, once the cached copy is put back. */
const rehydratedStore = async (storage: PersistStorage) => {
  const store = makeStore({ session: ADMIN_SESSION }, { persist: true, persistStorage: storage });
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const started = persistStore(store, null, () => resolve(started));
  });
  return { store, persistor };
};

/** The email centre's 'star' event as its slice would send it, typed out (its code is not loaded). */
const starEvent = { type: 'emailCentre/emailStarToggled', payload: 'e1', meta: { change: 'c1' } };
const itemsIn = (raw: string | null) =>
  [email.sender, managedUser.name].filter((text) => raw?.includes(text));

describe("the console's cached copy before the console's code loads", () => {
  it('is put back whole and kept through other actions and writes', async () => {
    const storage = memoryStorage(copy());
    const { store, persistor } = await rehydratedStore(storage);
    expect(store.getState().emailCentre).toEqual({ ...emptyCollection(), status: 'loaded', items: [email] });
    expect(store.getState().managedUsers.items).toEqual([managedUser]);
    // The slice's code has not loaded: its events change nothing yet.
    store.dispatch(starEvent);
    store.dispatch(themeChanged('dark'));
    await persistor.flush();
    expect(store.getState().emailCentre.items).toEqual([email]);
    expect(itemsIn(storage.raw())).toEqual([email.sender, managedUser.name]);
  });

  it('is dropped from the state and from storage when the session ends', async () => {
    const storage = memoryStorage(copy());
    const { store } = await rehydratedStore(storage);
    store.dispatch(signedOut());
    await Promise.resolve(); // flushed at once (listeners.ts)
    expect(store.getState().emailCentre).toEqual(emptyCollection());
    expect(store.getState().managedUsers).toEqual(emptyCollection());
    expect(itemsIn(storage.raw())).toEqual([]);
  });

  it('empties when the demo data is reset', async () => {
    const { store } = await rehydratedStore(memoryStorage(copy()));
    store.dispatch(demoDataReset());
    expect(store.getState().emailCentre).toEqual(emptyCollection());
    expect(store.getState().managedUsers).toEqual(emptyCollection());
  });
});

describe("the console's slices loading after the copy was put back", () => {
  it('take the copy over: their events apply to it and it is written back', async () => {
    const storage = memoryStorage(copy());
    const { store, persistor } = await rehydratedStore(storage);
    store.dispatch(starEvent);
    expect(store.getState().emailCentre.items[0]!.starred).toBe(false);

    // A console screen loads the slices' code (code-split: not in the entry).
    const emails = await import('../features/email-centre/email-centre-slice');
    const users = await import('../features/users/managed-users-slice');

    store.dispatch(emails.emailStarToggled('e1'));
    store.dispatch(users.userUpgradedToManager('m1'));
    expect(emails.selectAllEmails(store.getState())).toEqual([{ ...email, starred: true }]);
    expect(users.selectManagedUsers(store.getState())).toEqual([{ ...managedUser, role: 'manager' }]);
    expect(store.getState().emailCentre.status).toBe('loaded');
    await persistor.flush();
    const stored = JSON.parse(storage.raw()!) as Record<string, string>;
    expect(JSON.parse(stored.emailCentre!)).toEqual({
      status: 'loaded',
      items: [{ ...email, starred: true }],
    });
    expect(JSON.parse(stored.managedUsers!)).toEqual({
      status: 'loaded',
      items: [{ ...managedUser, role: 'manager' }],
    });

    // And a new store (the next page load) starts with the slices' reducers from the outset.
    const next = await rehydratedStore(memoryStorage(copy()));
    next.store.dispatch(emails.emailStarToggled('e1'));
    expect(next.store.getState().emailCentre.items[0]!.starred).toBe(true);
    next.store.dispatch(signedOut());
    expect(next.store.getState().emailCentre).toEqual(emails.initialEmailCentreState);
  });
});
