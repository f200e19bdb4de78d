import type { UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../config/constants';
import { isThemeMode } from '../config/theme';
import { themeChosenInAnotherTab } from '../console/theme-slice';
import { browserStorage, type KeyValueStorage } from '../lib/browser-storage';
import { signedInInAnotherTab, signedOutInAnotherTab, type SessionState } from '../session/session-slice';
import { readStoredSession } from '../session/session-storage';
import { isValidToken } from '../session/token';
import type { AppStore } from './store';

/** The part of a `storage` event this module reads. */
export type StorageChange = Pick<StorageEvent, 'key' | 'newValue'>;

/**
 * What this tab does when another tab of this host changes storage (product rules, 'Sessions'
 * and 'Storage and other tabs'), as the actions to dispatch, in order:
 * - the `token` key removed (or storage cleared) while this tab is signed in: sign out too,
 *   so it can neither show the console nor write its token back;
 * - a new valid `token` written: follow the sign-in with the session storage now holds. Other
 *   tabs write `token` last, so the user and flag beside it are already there. When that is
 *   another person, every copy of the previous person's data goes first (src/app/session-end.ts).
 * - a theme written to `adminTheme`: the console here takes it too (no save, no toast).
 * Anything else (another key, a garbage token or theme, this tab's own token, a token whose
 * session storage no longer holds) is ignored.
 */
export function otherTabActions(
  change: StorageChange,
  session: SessionState,
  readStored: () => SessionState,
): UnknownAction[] {
  if (change.key === STORAGE_KEYS.adminTheme)
    return isThemeMode(change.newValue) ? [themeChosenInAnotherTab(change.newValue)] : [];
  if (change.key !== STORAGE_KEYS.token && change.key !== null) return [];
  if (change.newValue === null) return session.token !== null ? [signedOutInAnotherTab()] : [];
  if (!isValidToken(change.newValue) || change.newValue === session.token) return [];
  const stored = readStored();
  // Storage moved on since this event (or holds no whole session): a later event says what.
  if (stored.token !== change.newValue || stored.user === null) return [];
  return [signedInInAnotherTab(stored)];
}

/** Follows sign-ins and sign-outs in the other tabs of this host (see `otherTabActions`). */
export function followOtherTabs(
  store: AppStore,
  target: Pick<Window, 'addEventListener'> = window,
  storage: () => KeyValueStorage | null = browserStorage,
): void {
  target.addEventListener('storage', (event: StorageEvent) => {
    const actions = otherTabActions(event, store.getState().session, () => readStoredSession(storage()));
    for (const action of actions) store.dispatch(action);
  });
}
