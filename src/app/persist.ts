import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';
import { perDataSet, type ConsoleSliceKey } from './data-sets';
import { persistedPart, restoredCollection, type Collection } from '../console/collection-state';
import { isRecord } from '../lib/guards';

/** Version of the persisted console data. Bump it with a migration when a shape changes. */
export const PERSIST_VERSION = 2;

/**
 * The console slices redux-persist keeps, each with the shape check of its items: every data
 * set of data-sets.ts. One added later needs no migration: a copy written before it simply
 * lacks it, and it starts empty and loads.
 */
export const PERSISTED_SLICES = perDataSet(({ isItem }) => isItem);

type SliceKey = ConsoleSliceKey;

/** Version 1 kept each list under its own name; version 2 keeps it as `items` (collection.ts). */
const V1_LIST_KEYS: Partial<Record<SliceKey, string>> = {
  emailCentre: 'emails',
  contactSubmissions: 'submissions',
  managedUsers: 'users',
};

/** Migrations keyed by the version they produce. */
export const migrations: MigrationManifest = {
  1: (state) => state,
  2: (state) => {
    if (!isRecord(state)) return state;
    const old = state as Record<string, unknown>;
    const next: Record<string, unknown> = { ...old };
    for (const [key, listKey] of Object.entries(V1_LIST_KEYS)) {
      const slice = old[key];
      if (isRecord(slice)) next[key] = { status: slice.status, items: slice[listKey] };
    }
    return next as PersistedState;
  },
};

const runMigrations = createMigrate(migrations, { debug: false });

/**
 * What is written: only each slice's items and load status, never its requests or the
 * changes in flight (they belong to this page's life).
 */
export const persistTransforms = [
  createTransform(
    (slice: Collection<{ id: string }>) => persistedPart(slice),
    // Read back as stored; `migrate` checks it and makes it a whole collection again.
    (stored: unknown) => stored as Collection<{ id: string }>,
    { whitelist: Object.keys(PERSISTED_SLICES) },
  ),
];

/**
 * redux-persist's `migrate`: run the migrations, then keep only slices whose shape is
 * valid, each a whole collection again (no request, no change in flight). A corrupt or
 * hand-edited slice is dropped, so it starts empty and the console loads it again.
 */
export async function migrate(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  let migrated: PersistedState;
  try {
    migrated = await runMigrations(state, currentVersion);
  } catch {
    return undefined;
  }
  if (typeof migrated !== 'object' || migrated === null) return undefined;
  const kept: Record<string, unknown> = { _persist: migrated._persist };
  for (const [key, isItem] of Object.entries(PERSISTED_SLICES)) {
    const restored = restoredCollection((migrated as Record<string, unknown>)[key], isItem as never);
    if (restored) kept[key] = restored;
  }
  return kept as PersistedState;
}

interface StateWithSession {
  session?: { token: string | null };
}

/**
 * redux-persist's `stateReconciler`: the cached copy is put back only into a store that holds
 * a session. Reading it from IndexedDB takes a moment, and a session can end meanwhile (a 401
 * on the start-up check, a sign-out in another tab); its data must not come back after that,
 * nor be written out again (product rules, 'Storage and other tabs': nothing of an ended session stays). With
 * no session the slices keep their empty state, which redux-persist then writes over the copy.
 */
export function reconcileCachedCopy<S>(
  inbound: unknown,
  original: S,
  reduced: S,
  config: PersistConfig<S>,
): S {
  const hasSession = Boolean((reduced as StateWithSession).session?.token);
  return hasSession ? autoMergeLevel1(inbound as S, original, reduced, config) : reduced;
}
