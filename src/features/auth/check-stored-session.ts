import type { AppThunk } from '../../app/store';
import { parseUser } from './session-storage';
import { authApi } from './auth-api';
import { storedSessionCheckStarted, storedSessionUnverified, storedSessionVerified } from './session-slice';

/**
 * At start, a stored token is checked with GET /api/auth/me. A 401 ends the session
 * through the base query (once); an unreachable server leaves the stored session
 * standing, so a demo keeps working offline.
 */
export const checkStoredSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (!getState().session.token) return;
  dispatch(storedSessionCheckStarted());
  const result = await dispatch(
    authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (!getState().session.token) return; // the 401 already ended it
  const user = result.data ? parseUser(result.data.user) : null;
  dispatch(user ? storedSessionVerified(user) : storedSessionUnverified());
};
