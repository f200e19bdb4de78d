import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
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
