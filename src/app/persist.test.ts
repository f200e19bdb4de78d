import { describe, expect, it } from 'vitest';
import { persistStore, type PersistedState, type Storage as PersistStorage } from 'redux-persist';
import type { Email } from '../types/console';
import { migrate, PERSIST_VERSION } from './persist';
import { selectRehydrated } from '../console/data-loading';
import { makeStore } from './store';
import {
  emailStarToggled,
  initialEmailCentreState,
  loaded,
  loadStarted,
} from '../features/email-centre/email-centre-slice';

const email: Email = {
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

/** An in-memory redux-persist storage holding one raw value. */
const memoryStorage = (raw: string | null): PersistStorage => {
  const items = new Map<string, string>(raw === null ? [] : [['persist:kpm-console', raw]]);
  return {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
};

const rehydrate = async (raw: string | null) => {
  const store = makeStore(undefined, { persist: true, persistStorage: memoryStorage(raw) });
  await new Promise<void>((resolve) => {
    const persistor = persistStore(store, null, () => resolve());
    void persistor;
  });
  return store.getState();
};

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
