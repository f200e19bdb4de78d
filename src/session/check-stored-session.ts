import type { AppThunk } from '../store/hooks';
import { sessionApi } from './session-api';
import { storedSessionCheckFailed, storedSessionCheckStarted, storedSessionVerified } from './session-slice';
import { sessionExpired } from '../store/session-events';
import { parseUser } from './session-storage';
import { checkFailureOf } from './check-failure';

/** The HTTP status of a failed request, also when its body could not be read. */
const httpStatus = (error: unknown): unknown => {
  const e = error as { status?: unknown; originalStatus?: unknown };
  return e.status === 'PARSING_ERROR' ? e.originalStatus : e.status;
};

/**
 * At start, a stored token is checked with GET /api/auth/me (product rules,
 * 'Sessions'). Only a 401 ends the session: the base query ends it (once), and a 401
 * whose body is not JSON (a proxy's page) ends it here. Any other failure is recorded with
 * its reason (`checkFailureOf`), keeping the session: a 403, a 404, a 500 (an error status),
 * a body it cannot read (HTML, or JSON without a user of a known role), a dropped network or
 * the 10 s time-out (no answer). The admin host then shows the start-up error screen naming
 * the reason, with Retry and Sign out, never a dead end, and nothing on the console opens
 * unverified.
 *
 * The answer counts only for the session it asked about: if the session ended or changed
 * meanwhile (a sign-out, a sign-in followed from another tab), it is dropped.
 */
export const checkStoredSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const token = getState().session.token;
  if (!token) return;
  dispatch(storedSessionCheckStarted());
  const result = await dispatch(
    sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (getState().session.token !== token) return; // ended (the 401 already did it) or replaced
  if (result.error) {
    dispatch(
      httpStatus(result.error) === 401
        ? sessionExpired()
        : storedSessionCheckFailed(checkFailureOf(result.error)),
    );
    return;
  }
  const user = parseUser(result.data?.user);
  dispatch(user ? storedSessionVerified(user) : storedSessionCheckFailed({ kind: 'unreadable' }));
};
