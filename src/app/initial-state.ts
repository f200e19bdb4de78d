import { STORAGE_KEYS } from '../config/constants';
import { readStoredSession, writeStoredSession } from '../session/session-storage';
import { readStoredTheme } from '../console/theme-slice';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../lib/browser-storage';
import type { RootState } from './store';

/**
 * The slices that start from the storage keys (product rules, 'Sessions'), read safely. What does not count
 * (a malformed token, a user without a role, the admin flag beside a non-admin, an
 * unknown theme) is removed from storage at once, so garbage never lingers there.
 */
export function readInitialState(storage: KeyValueStorage | null = browserStorage()): Partial<RootState> {
  const session = readStoredSession(storage);
  const theme = readStoredTheme(storage);
  try {
    writeStoredSession(storage, session);
    if (
      readItem(storage, STORAGE_KEYS.adminTheme) !== null &&
      readItem(storage, STORAGE_KEYS.adminTheme) !== theme.mode
    ) {
      writeItem(storage, STORAGE_KEYS.adminTheme, null);
    }
  } catch {
    // Storage refused: nothing to clean.
  }
  return { session, theme };
}
