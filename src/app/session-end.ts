import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { cachedDataCleared } from '../console/console-actions';
import { whenApiLoaded } from '../store/api-registry';
import { sessionSlice, type SessionState } from '../session/session-slice';

/** Whose data this tab holds: the signed-in person, or nobody. */
const personOf = (session: SessionState): string | null =>
  session.token !== null ? (session.user?.id ?? null) : null;

/**
 * Whether an action ends the session of the person this tab holds data for (product rules,
 * 'Sessions'): a logout, an expiry, a sign-out in another tab, a sign-in as someone else (this
 * tab, another tab, the Demo controls' personas). The session's own reducer says what the
 * session would become, so each way a session can change is covered, present and future.
 */
export function endsPerson(session: SessionState, action: UnknownAction): boolean {
  const before = personOf(session);
  return before !== null && personOf(sessionSlice.reducer(session, action)) !== before;
}

let clearApiCache: (() => UnknownAction) | null = null;
whenApiLoaded((api) => {
  clearApiCache = () => api.util.resetApiState();
});

/**
 * One path for every end of a session: before the action that ends it reaches the reducers,
 * every client copy of the person's data goes (the console's slices and their stored copy,
 * via `cachedDataCleared`; the API cache with its running polls), so no frame ever shows the
 * previous person's data under the next person's session.
 */
export const sessionEndMiddleware: Middleware<object, { session: SessionState }> =
  (store) => (next) => (action) => {
    if (endsPerson(store.getState().session, action as UnknownAction)) {
      store.dispatch(cachedDataCleared());
      if (clearApiCache) store.dispatch(clearApiCache());
    }
    return next(action);
  };
