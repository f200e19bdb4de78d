import { describe, expect, it } from 'vitest';
import { persistStore, type PersistedState, type Storage as PersistStorage } from 'redux-persist';
import type { Email } from '../types/console';
import { migrate, PERSIST_VERSION } from './persist';
import { selectRehydrated } from '../console/data-loading';
import { makeStore } from './store';

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
  it('keeps valid slices of the current version', async () => {
    const state = { emailCentre: { status: 'loaded', emails: [email] }, _persist: persistMeta };
    expect(await migrate(asPersisted(state), PERSIST_VERSION)).toEqual(state);
  });

  it.each([
    ['emails is not a list', { status: 'loaded', emails: 'oops' }],
    ['an email lacks fields', { status: 'loaded', emails: [{ id: 'x' }] }],
    ['an email has an unknown folder', { status: 'loaded', emails: [{ ...email, folder: 'spam' }] }],
    ['the status is unknown', { status: 'weird', emails: [] }],
    ['the slice is null', null],
  ])('drops a slice whose shape is wrong (%s)', async (_name, emailCentre) => {
    const good = { status: 'loaded', users: [{ id: 'u1', name: 'A', email: 'a@example.com', role: 'user' }] };
    const migrated = (await migrate(
      asPersisted({ emailCentre, managedUsers: good, _persist: persistMeta }),
      PERSIST_VERSION,
    )) as Record<string, unknown>;
    expect(migrated.emailCentre).toBeUndefined();
    expect(migrated.managedUsers).toEqual(good);
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
    expect(migrated.contactSubmissions).toEqual({ status: 'idle', submissions: [] });
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
  it('restores persisted console data', async () => {
    const raw = JSON.stringify({
      emailCentre: JSON.stringify({ status: 'loaded', emails: [email] }),
      _persist: JSON.stringify(persistMeta),
    });
    const state = await rehydrate(raw);
    expect(selectRehydrated(state)).toBe(true);
    expect(state.emailCentre.emails).toEqual([email]);
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
    expect(state.emailCentre).toEqual({ status: 'idle', emails: [] });
  });
});
