import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, SAMPLE_EMAIL } from '../../tests/fixtures';
import { persistStore, type PersistedState, type Storage as PersistStorage } from 'redux-persist';
import { migrate, PERSIST_VERSION } from './persist';
import { selectRehydrated } from '../console/data-loading';
import { makeStore } from './store';
import {
  emailStarToggled,
  initialEmailCentreState,
  loaded,
  loadStarted,
} from '../features/email-centre/email-centre-slice';
import {
  initialSessionState,
  signedOut,
  signedOutInAnotherTab,
  type SessionState,
} from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
import type { ContactSubmission, ManagedUser } from '../types/console';

const email = SAMPLE_EMAIL;
const persistMeta = { version: PERSIST_VERSION, rehydrated: false };
const asPersisted = (value: unknown) => value as PersistedState;

describe('migrate', () => {
  it('keeps valid slices of the current version, each a whole collection again', async () => {
    const state = { emailCentre: { status: 'loaded', items: [email] }, _persist: persistMeta };
    expect(await migrate(asPersisted(state), PERSIST_VERSION)).toEqual({
      emailCentre: { ...initialEmailCentreState, status: 'loaded', items: [email] },
      _persist: persistMeta,
    });
  });

  it.each([
    ['items is not a list', { status: 'loaded', items: 'oops' }],
    ['an email lacks fields', { status: 'loaded', items: [{ id: 'x' }] }],
    ['an email has an unknown folder', { status: 'loaded', items: [{ ...email, folder: 'spam' }] }],
    ['the status is unknown', { status: 'weird', items: [] }],
    ['the slice is null', null],
  ])('drops a slice whose shape is wrong (%s)', async (_name, emailCentre) => {
    const good = { status: 'loaded', items: [{ id: 'u1', name: 'A', email: 'a@example.com', role: 'user' }] };
    const migrated = (await migrate(
      asPersisted({ emailCentre, managedUsers: good, _persist: persistMeta }),
      PERSIST_VERSION,
    )) as Record<string, unknown>;
    expect(migrated.emailCentre).toBeUndefined();
    expect(migrated.managedUsers).toMatchObject(good);
  });

  it('answers nothing stored with nothing', async () => {
    expect(await migrate(undefined, PERSIST_VERSION)).toBeUndefined();
  });

  it('runs an older version through the migrations to the current one', async () => {
    const old = {
      contactSubmissions: { status: 'idle', submissions: [] },
      _persist: { version: 0, rehydrated: false },
    };
    const migrated = (await migrate(asPersisted(old), PERSIST_VERSION)) as Record<string, unknown>;
    expect(migrated.contactSubmissions).toMatchObject({ status: 'idle', items: [], changes: {} });
  });
});

/** An in-memory redux-persist storage holding one raw value; `raw()` reads it back. */
const memoryStorage = (raw: string | null) => {
  const items = new Map<string, string>(raw === null ? [] : [['persist:kpm-console', raw]]);
  return {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
    raw: () => items.get('persist:kpm-console') ?? null,
  } satisfies PersistStorage & { raw: () => string | null };
};

/** A persisted store over `storage`, once redux-persist has put the cached copy back. */
const persistedStore = async (storage: PersistStorage, session: SessionState = ADMIN_SESSION) => {
  const store = makeStore({ session }, { persist: true, persistStorage: storage });
  await new Promise<void>((resolve) => void persistStore(store, null, () => resolve()));
  return store;
};

const rehydrate = async (raw: string | null, session?: SessionState) =>
  (await persistedStore(memoryStorage(raw), session)).getState();

describe('rehydration', () => {
  it.each([
    ['the current shape', { status: 'loaded', items: [email] }, PERSIST_VERSION],
    ['version 1 (each list under its own name)', { status: 'loaded', emails: [email] }, 1],
  ])('restores persisted console data: %s', async (_name, slice, version) => {
    const raw = JSON.stringify({
      emailCentre: JSON.stringify(slice),
      _persist: JSON.stringify({ version, rehydrated: false }),
    });
    const state = await rehydrate(raw);
    expect(selectRehydrated(state)).toBe(true);
    expect(state.emailCentre).toEqual({ ...initialEmailCentreState, status: 'loaded', items: [email] });
  });

  it('writes the items and their status only, never the requests or changes in flight', async () => {
    const storage = memoryStorage(null);
    const store = makeStore(undefined, { persist: true, persistStorage: storage });
    let persistor!: ReturnType<typeof persistStore>;
    await new Promise<void>((resolve) => {
      persistor = persistStore(store, null, () => resolve());
    });
    store.dispatch(loadStarted('r1'));
    store.dispatch(loaded({ requestId: 'r1', items: [email] }));
    store.dispatch(emailStarToggled('e1'));
    await persistor.flush();
    const stored = JSON.parse((await storage.getItem('persist:kpm-console'))!) as Record<string, string>;
    expect(JSON.parse(stored.emailCentre!)).toEqual({
      status: 'loaded',
      items: [{ ...email, starred: true }],
    });
  });

  it.each([
    ['not JSON', '{{{garbage'],
    ['JSON null', 'null'],
    ['a slice that is not JSON', JSON.stringify({ emailCentre: '{oops', _persist: '{}' })],
    [
      'a slice of the wrong shape',
      JSON.stringify({ emailCentre: JSON.stringify({ emails: 5 }), _persist: '{}' }),
    ],
  ])('survives corrupt storage (%s) and starts from the initial state', async (_name, raw) => {
    const state = await rehydrate(raw);
    expect(selectRehydrated(state)).toBe(true);
    expect(state.emailCentre).toEqual(initialEmailCentreState);
  });
});

const submission: ContactSubmission = {
  id: 'c1',
  name: 'Peter Ombati',
  email: 'peter@example.com',
  phone: '+254700000000',
  message: 'Please call me',
  date: '2025-03-18',
  time: '10:00',
  service: 'Rent Collection',
  viewed: false,
};
const managedUser: ManagedUser = { id: 'm1', name: 'Grace Kerubo', email: 'grace@example.com', role: 'user' };
/** A cached copy holding one email, one submission and one user. */
const fullCopy = JSON.stringify({
  emailCentre: JSON.stringify({ status: 'loaded', items: [email] }),
  contactSubmissions: JSON.stringify({ status: 'loaded', items: [submission] }),
  managedUsers: JSON.stringify({ status: 'loaded', items: [managedUser] }),
  _persist: JSON.stringify(persistMeta),
});
/** What of those three items a stored copy still holds. */
const itemsIn = (raw: string | null) =>
  [email.sender, submission.name, managedUser.name].filter((text) => raw?.includes(text));

describe("the cached copy and the session (product rules, 'Storage and other tabs': nothing of an ended session stays)", () => {
  it('is put back into a store that holds a session', async () => {
    const state = await rehydrate(fullCopy);
    expect(state.emailCentre.items).toEqual([email]);
    expect(state.contactSubmissions.items).toEqual([submission]);
    expect(state.managedUsers.items).toEqual([managedUser]);
  });

  it('is not put back without a session (one that ended while it was read), and is overwritten', async () => {
    const storage = memoryStorage(fullCopy);
    const store = makeStore({ session: initialSessionState }, { persist: true, persistStorage: storage });
    const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
      const started = persistStore(store, null, () => resolve(started));
    });
    expect(store.getState().emailCentre.items).toEqual([]);
    // Every slice's write done, however many slices are kept (not a timer: a busy machine is slow).
    await persistor.flush();
    expect(itemsIn(storage.raw())).toEqual([]);
  });

  it('a session that ends while the copy is still being read does not get it back', async () => {
    const storage = memoryStorage(fullCopy);
    let release!: () => void;
    const slowRead = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...storage,
      getItem: async (key: string) => {
        await slowRead;
        return storage.getItem(key);
      },
    };
    const store = makeStore({ session: ADMIN_SESSION }, { persist: true, persistStorage: slow });
    let persistor!: ReturnType<typeof persistStore>;
    const rehydrated = new Promise<void>((resolve) => {
      persistor = persistStore(store, null, () => resolve());
    });
    store.dispatch(sessionExpired()); // the start-up check's 401 comes first
    release();
    await rehydrated;
    expect(store.getState().emailCentre.items).toEqual([]);
    // Every slice's write done (not a timer: a busy machine is slow).
    await persistor.flush();
    expect(itemsIn(storage.raw())).toEqual([]);
  });

  it.each([
    ['session/signedOut', signedOut()],
    ['session/expired', sessionExpired()],
    ['session/signedOutInAnotherTab', signedOutInAnotherTab()],
  ])('after %s the stored copy holds no email, submission or user', async (_name, action) => {
    const storage = memoryStorage(fullCopy);
    const store = await persistedStore(storage);
    expect(itemsIn(storage.raw())).toHaveLength(3);
    store.dispatch(action);
    // Flushed at once (listeners.ts): no waiting for redux-persist's next ticks.
    await Promise.resolve();
    expect(itemsIn(storage.raw())).toEqual([]);
    expect(JSON.parse(storage.raw()!)).toHaveProperty('_persist');
  });
});
