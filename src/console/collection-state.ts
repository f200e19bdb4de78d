import { isLoadStatus, isRecord, type LoadStatus } from '../lib/guards';
import type { LiveDataSet } from '../lib/moved-versions';

/**
 * A console data set as the state holds it (the rules that change it: collection.ts), and how
 * redux-persist keeps it. Apart from the rules because the store and the cached copy
 * (app/store.ts, app/persist.ts) need this on every page, the rules only with the console's code.
 */

export type LoadFailure = 'offline' | 'forbidden' | 'error';

export interface LoadRequest {
  /** The load in flight (its answer counts), or null. */
  requestId: string | null;
  /** The collection's revision when that load was asked. */
  askedAt: number;
  /** Why the last load failed, until the next one starts. */
  failure: LoadFailure | null;
}

/** A change still in flight: what it touched, so a failure can put back just that. `seq`: its order. */
export type ItemChange<T> = { itemId: string; seq: number } & (
  | { kind: 'patch'; before: Partial<T>; after: Partial<T> }
  | { kind: 'add'; item: T }
  | { kind: 'remove'; item: T; index: number }
  /** A request about an item that changes none of its fields (a reply). */
  | { kind: 'send' }
);

export interface Collection<T extends { id: string }> {
  status: LoadStatus;
  items: T[];
  load: LoadRequest;
  /** Grows with every change made here; a list answer asked before the last change may predate it. */
  revision: number;
  /**
   * The server's version of this data set (GET /api/admin/versions) read just before the
   * items on screen were asked: a polled version past it means they changed elsewhere.
   */
  serverVersion: number | null;
  /** Changes in flight, by change id. */
  changes: Record<string, ItemChange<T>>;
  /**
   * For each item with a change in flight, each field it touched as the server holds it:
   * the value before those changes, or the last one the server confirmed (`seq`: its order).
   */
  base: Record<string, Record<string, { value: unknown; seq: number }>>;
}

export const emptyCollection = <T extends { id: string }>(): Collection<T> => ({
  status: 'idle',
  items: [],
  load: { requestId: null, askedAt: 0, failure: null },
  revision: 0,
  serverVersion: null,
  changes: {},
  base: {},
});

/** What redux-persist keeps of a collection (persist.ts): the items, never the requests. */
export const persistedPart = <T extends { id: string }>({ status, items }: Collection<T>) => ({
  status,
  items,
});

/** A stored collection read back (any shape): the items that pass `isItem`, else nothing. */
export function restoredCollection<T extends { id: string }>(
  stored: unknown,
  isItem: (value: unknown) => value is T,
): Collection<T> | null {
  if (!isRecord(stored) || !isLoadStatus(stored.status) || !Array.isArray(stored.items)) return null;
  if (!stored.items.every(isItem)) return null;
  return { ...emptyCollection<T>(), status: stored.status, items: stored.items };
}

/**
 * A console data set, declared once in its feature's folder (beside its shape check) and
 * listed on one line of the registry, app/data-sets.ts (docs/architecture.md, 'Adding a
 * data set'): its place in the store (`key`, also its slice's name), its version in GET
 * /api/admin/versions (`live`), and the shape check of its items read back from the cached copy.
 */
export interface ConsoleDataSet<Key extends string, T extends { id: string }> {
  key: Key;
  live: LiveDataSet;
  isItem: (value: unknown) => value is T;
}

/** Declares a console data set (its types inferred: `consoleDataSet({ key: 'managedUsers', … })`). */
export const consoleDataSet = <const Key extends string, T extends { id: string }>(
  declared: ConsoleDataSet<Key, T>,
): ConsoleDataSet<Key, T> => declared;
