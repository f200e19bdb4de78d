import { readStoredSession } from '../features/auth/session-storage';
import { readStoredTheme } from '../features/settings/theme-slice';
import { browserStorage } from '../lib/browser-storage';
import type { RootState } from './store';

/** The slices that start from the spec's storage keys, read safely. */
export function readInitialState(): Partial<RootState> {
  const storage = browserStorage();
  return { session: readStoredSession(storage), theme: readStoredTheme(storage) };
}
