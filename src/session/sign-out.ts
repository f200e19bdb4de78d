import type { AppThunk } from '../store/hooks';
import { revokeSession } from './session-api';
import { signedOut } from './session-slice';

import { dropTypedDraftsOf } from './typed-drafts';
/**
 * Signing out (product rules, 'Sessions'): the session ends here at once (the flag, the
 * token and the user go, and every copy of the person's data with them: src/app/session-end.ts), then
 * the server is asked to revoke the token (POST /api/auth/logout), fire and forget: signing
 * out never waits for that answer, and no answer (an error, no network) changes anything here.
 * The revocation is sent after the API cache is dropped, which would cancel a request still
 * running.
 */
export const signOut = (): AppThunk => (dispatch, getState) => {
  const { token, user } = getState().session;
  // The person's kept drafts go with their logout (typed-drafts.ts); an expiry keeps them.
  if (user) dropTypedDraftsOf(String(user.id));
  dispatch(signedOut());
  if (token !== null) void dispatch(revokeSession(token));
};
