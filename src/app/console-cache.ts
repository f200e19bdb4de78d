import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Storage as PersistStorage } from 'redux-persist';
import webStorage from 'redux-persist/es/storage';
import { PERSIST_KEY } from '../config/constants';
import { browserStorage } from '../lib/browser-storage';

/**
 * Where redux-persist keeps the console's cached copy (emails, submissions, users). With
 * 10,000 emails and 10,000 submissions it outgrows localStorage's quota (about 5 MB), and
 * every later write would fail (product rules, 'Storage and other tabs': storage
 * can fill up). So it lives in IndexedDB, in a database of its own named for what it is.
 */
export const CONSOLE_CACHE_DB = 'kpm-console-cache';
export const CONSOLE_CACHE_STORE = 'persist';
/** The key redux-persist writes (in IndexedDB now; in localStorage before, and as the fallback). */
export const CONSOLE_CACHE_KEY = `persist:${PERSIST_KEY}`;

export const CACHE_WRITE_FAILED_TEXT =
  "The console's cached copy could not be saved; the server's copy stands.";

/** redux-persist's storage over an idb-keyval store: its get, set and del are all it needs. */
export const idbPersistStorage = (store: UseStore): PersistStorage => ({
  getItem: async (key: string) => (await get<string>(key, store)) ?? null,
  setItem: (key: string, value: string) => set(key, value, store),
  removeItem: (key: string) => del(key, store),
});

/** Whether this browser offers IndexedDB (jsdom, some embedded views and SSR do not). */
function hasIndexedDB(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false; // a sandboxed frame may throw on access
  }
}

/**
 * The storage of the console's cached copy: IndexedDB where the browser has it, otherwise
 * localStorage as before. Choosing IndexedDB also removes the copy an earlier version left
 * in localStorage: it is only a cache (each screen fetches again), and left there it would
 * keep eating the quota the session keys and the theme share. Called once, at start.
 */
export function consoleCacheStorage(indexedDBAvailable: boolean = hasIndexedDB()): PersistStorage {
  if (!indexedDBAvailable) return webStorage;
  try {
    browserStorage()?.removeItem(CONSOLE_CACHE_KEY);
  } catch {
    // Storage refused: the old copy stays, and nothing reads it any more.
  }
  return idbPersistStorage(createStore(CONSOLE_CACHE_DB, CONSOLE_CACHE_STORE));
}

/**
 * redux-persist's `writeFailHandler`: a cached copy that could not be written (quota, a
 * blocked database) is reported, never swallowed. The screen keeps what it shows, and the
 * server's copy is the one that counts; the next visit fetches it.
 */
export function cacheWriteFailed(error: Error): void {
  console.error(CACHE_WRITE_FAILED_TEXT, error);
}
