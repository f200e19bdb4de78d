import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';
import { isContactSubmissionsState } from '../features/contact-submissions/contact-submissions-slice';
import { isEmailCentreState } from '../features/email-centre/email-centre-slice';
import { isManagedUsersState } from '../features/users/managed-users-slice';

/** Version of the persisted console data. Bump it with a migration when a shape changes. */
export const PERSIST_VERSION = 1;

/** The console slices redux-persist keeps, each with its shape check. */
export const PERSISTED_SLICES = {
  emailCentre: isEmailCentreState,
  contactSubmissions: isContactSubmissionsState,
  managedUsers: isManagedUsersState,
} as const;

/** Migrations keyed by the version they produce. Version 1 is the first shape. */
export const migrations: MigrationManifest = {
  1: (state) => state,
};

const runMigrations = createMigrate(migrations, { debug: false });

/**
 * redux-persist's `migrate`: run the migrations, then keep only slices whose shape
 * is valid. A corrupt or hand-edited slice is dropped, so it starts from its
 * initial state and the console loads the fixtures again.
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
  for (const [key, isValid] of Object.entries(PERSISTED_SLICES)) {
    const value = (migrated as Record<string, unknown>)[key];
    if (isValid(value)) kept[key] = value;
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
 * nor be written out again (DECISIONS: nothing of an ended session stays in the browser). With
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
