import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH } from 'redux-persist';
import { STORAGE_KEYS } from '../config/constants';
import { signedInInAnotherTab, signedOutInAnotherTab } from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
import { cachedDataCleared } from '../console/console-actions';
import { storedSessionChange, writeStoredSession } from '../session/session-storage';
import { themeChanged, themeSaved, themeSaveFailed } from '../console/theme-slice';
import { browserStorage, readItem, writeItem } from '../lib/browser-storage';
import { PATHS } from '../config/paths';
import type { SessionState } from '../session/session-slice';
import { SESSION_EXPIRED_TEXT, type LoginRouteState } from '../session/login-route-state';

export type Navigate = (to: string, state?: LoginRouteState) => void;

/** Where an expired session goes now, or null to stay (see `expiredSessionRedirect`). */
export type ExpiryRedirect = () => string | null;

interface ListenerState {
  session: SessionState;
}

/** Cross-cutting side effects: storage keys in step with the slices, expired sessions. */
export function createListeners({
  navigate,
  expiryRedirect = () => PATHS.login,
  currentPath = () => PATHS.home,
}: {
  navigate: Navigate;
  expiryRedirect?: ExpiryRedirect;
  /** The page the browser shows (path and query), to return to after signing in again. */
  currentPath?: () => string;
}) {
  const listeners = createListenerMiddleware();

  // The storage keys (product rules, 'Sessions') follow the session slice, as far as they are
  // this tab's session: a stale tab neither overwrites nor removes a newer session another
  // tab stored. Following another tab writes nothing: that tab wrote the keys, and a third
  // may have written since.
  const followsAnotherTab = isAnyOf(signedInInAnotherTab, signedOutInAnotherTab);
  listeners.startListening({
    predicate: (action, current, previous) =>
      !followsAnotherTab(action) &&
      (current as ListenerState).session !== (previous as ListenerState).session,
    effect: (_action, api) => {
      const storage = browserStorage();
      const previous = (api.getOriginalState() as ListenerState).session;
      const current = (api.getState() as ListenerState).session;
      const change = storedSessionChange(previous, current, readItem(storage, STORAGE_KEYS.token));
      try {
        if (change !== 'keep') writeStoredSession(storage, current);
      } catch {
        // Storage refused (quota, private mode): the session still lives in memory.
      }
    },
  });

  // A theme choice is saved to `adminTheme`; the console shows the result as a toast.
  listeners.startListening({
    actionCreator: themeChanged,
    effect: (action, api) => {
      try {
        writeItem(browserStorage(), STORAGE_KEYS.adminTheme, action.payload);
        api.dispatch(themeSaved());
      } catch {
        api.dispatch(themeSaveFailed());
      }
    },
  });

  // An expired session goes to /login (once: the base query dispatches it once per token),
  // unless a visitor is reading a public page. The sign-in page says why, and signing in
  // again returns to the page (product rules, 'Sessions').
  listeners.startListening({
    actionCreator: sessionExpired,
    effect: () => {
      const to = expiryRedirect();
      if (to) navigate(to, { authMessage: SESSION_EXPIRED_TEXT, returnTo: currentPath() });
    },
  });

  // The emptied copy is written at once, not on redux-persist's next ticks: the page may be
  // left right after a sign-out (the admin hand-off navigates away), and the old session's
  // data must not stay in the browser's storage. FLUSH is redux-persist's own `persistor.flush()`
  // action; a store without persistence ignores it.
  listeners.startListening({
    actionCreator: cachedDataCleared,
    effect: (_action, api) => {
      api.dispatch({ type: FLUSH, result: () => undefined });
    },
  });

  return listeners;
}
