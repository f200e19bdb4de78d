// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get } from 'idb-keyval';
import { persistStore, type Storage as PersistStorage } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION } from '../../tests/fixtures';
import type { ContactSubmission, Email } from '../types/console';
import {
  CACHE_WRITE_FAILED_TEXT,
  CONSOLE_CACHE_DB,
  CONSOLE_CACHE_KEY,
  CONSOLE_CACHE_STORE,
  consoleCacheStorage,
  idbPersistStorage,
} from './console-cache';
import { selectRehydrated } from '../console/data-loading';
import { emptyCollection } from '../console/collection';
import { makeStore, type RootState } from './store';

// jsdom has no IndexedDB: each test gets a fresh in-memory one (fake-indexeddb, this file only).
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => void vi.unstubAllGlobals());

const appCache = () => createStore(CONSOLE_CACHE_DB, CONSOLE_CACHE_STORE);

describe('idbPersistStorage (redux-persist over idb-keyval)', () => {
  it('gets, sets and removes, answering null for what is not there', async () => {
    const storage = idbPersistStorage(appCache());
    expect(await storage.getItem('persist:x')).toBeNull();
    await storage.setItem('persist:x', '{"a":1}');
    expect(await storage.getItem('persist:x')).toBe('{"a":1}');
    await storage.removeItem('persist:x');
    expect(await storage.getItem('persist:x')).toBeNull();
  });
});

describe('consoleCacheStorage', () => {
  it("keeps the copy in the app's own IndexedDB database, and drops the old localStorage copy", async () => {
    localStorage.setItem(CONSOLE_CACHE_KEY, '{"old":"copy"}');
    localStorage.setItem('token', 'kept');
    const storage = consoleCacheStorage();
    expect(localStorage.getItem(CONSOLE_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBe('kept');
    await storage.setItem(CONSOLE_CACHE_KEY, '{"new":"copy"}');
    expect(await get(CONSOLE_CACHE_KEY, appCache())).toBe('{"new":"copy"}');
    expect(localStorage.getItem(CONSOLE_CACHE_KEY)).toBeNull();
  });

  it('falls back to localStorage without IndexedDB, keeping the copy there', async () => {
    localStorage.setItem(CONSOLE_CACHE_KEY, '{"old":"copy"}');
    const storage = consoleCacheStorage(false);
    expect(await storage.getItem(CONSOLE_CACHE_KEY)).toBe('{"old":"copy"}');
    await storage.setItem(CONSOLE_CACHE_KEY, '{"new":"copy"}');
    expect(localStorage.getItem(CONSOLE_CACHE_KEY)).toBe('{"new":"copy"}');
  });
});

/** A persisted store over `storage`, once redux-persist has put the cached copy back. */
async function persisted(storage: PersistStorage, preloaded: Partial<RootState> = {}) {
  const store = makeStore(
    { session: ADMIN_SESSION, ...preloaded },
    { persist: true, persistStorage: storage },
  );
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(selectRehydrated(store.getState())).toBe(true));
  return { store, persistor };
}

describe("storage can fill up (product rules, 'Storage and other tabs')", () => {
  const emails: Email[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: `e${i}`,
    sender: `Sender ${i}`,
    email: `sender${i}@example.com`,
    subject: `Lease renewal for unit ${i}`,
    body: `Hello, this is message ${i} about the lease of unit ${i}. `.repeat(4),
    date: '2025-03-18',
    time: '09:45',
    read: i % 2 === 0,
    starred: false,
    folder: 'inbox',
  }));
  const submissions: ContactSubmission[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: `c${i}`,
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '+254700000000',
    message: `Please call me about property ${i}. `.repeat(4),
    date: '2025-03-18',
    time: '10:00',
    service: 'Rent Collection',
    viewed: false,
  }));
  const bulk: Partial<RootState> = {
    emailCentre: { ...emptyCollection<Email>(), status: 'loaded', items: emails },
    contactSubmissions: { ...emptyCollection<ContactSubmission>(), status: 'loaded', items: submissions },
  };

  it('10,000 emails and 10,000 submissions outgrow localStorage but come back from IndexedDB', async () => {
    const { persistor } = await persisted(consoleCacheStorage(), bulk);
    await persistor.flush();
    const written = (await get<string>(CONSOLE_CACHE_KEY, appCache())) ?? '';
    // More than localStorage holds: there the write would have failed.
    expect(() => localStorage.setItem('probe', written)).toThrow();

    // A reload: a new store reads the copy back.
    const { store } = await persisted(consoleCacheStorage());
    expect(store.getState().emailCentre.items).toHaveLength(10_000);
    expect(store.getState().contactSubmissions.items).toHaveLength(10_000);
    expect(store.getState().emailCentre.items[9_999]).toEqual(emails[9_999]);
  });

  it('a write that fails is logged with what it means, not swallowed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const refusing: PersistStorage = {
      getItem: async () => null,
      setItem: async () => Promise.reject(full),
      removeItem: async () => undefined,
    };
    const { store, persistor } = await persisted(refusing, bulk);
    await persistor.flush();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(CACHE_WRITE_FAILED_TEXT, full));
    // The screen keeps what it shows; the server's copy stands.
    expect(store.getState().emailCentre.items).toHaveLength(10_000);
  });
});
