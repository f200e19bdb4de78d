import type { AppThunk } from '../store/hooks';
import { sessionApi } from './session-api';
import { storedSessionCheckStarted, storedSessionUnreachable, storedSessionVerified } from './session-slice';
import { sessionExpired } from '../store/session-events';
import { parseUser } from './session-storage';

/**
 * At start, a stored token is checked with GET /api/auth/me (DECISIONS, Sessions). A 401
 * ends the session through the base query (once). The check gives up after 10 s: a
 * time-out, a dropped network or a server error leaves it 'unreachable' (the admin host
 * offers Retry; nothing on the console opens unverified). An answer without a valid user
 * is no session.
 */
export const checkStoredSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (!getState().session.token) return;
  dispatch(storedSessionCheckStarted());
  const result = await dispatch(
    sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (!getState().session.token) return; // the 401 already ended it
  if (result.error) {
    dispatch(storedSessionUnreachable());
    return;
  }
  const user = parseUser(result.data?.user);
  dispatch(user ? storedSessionVerified(user) : sessionExpired());
};
