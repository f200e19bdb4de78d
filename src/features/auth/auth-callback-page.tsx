import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { useHostKind } from '../../config/host';
import { PATHS } from '../../config/paths';
import { PageLoading } from '../../components/page-loading';
import { PageMeta } from '../../components/page-meta';
import { config } from '../../config/env';
import { useUserForTokenMutation } from './auth-api';
import { loginDestination } from './login-destination';
import type { LoginRouteState } from '../../session/login-route-state';
import { consumeAuthFragment } from './auth-fragment';
import { signedIn, signedOut } from '../../session/session-slice';
import { parseUser } from '../../session/session-storage';
import { acceptSocialState, SOCIAL_STATE_REFUSED } from './social-state';
import { isValidToken } from '../../session/token';

export const CALLBACK_MESSAGES = {
  cancelled: 'Sign-in was cancelled.',
  failed: 'Social sign-in failed. Please try again.',
  missingToken: 'Sign-in failed: no sign-in token was received. Please try again.',
  rejected: 'Your sign-in could not be verified. Please try again.',
  unreachable: 'Server error. Please try again later.',
} as const;

/**
 * What the provider put in the fragment: `#token=...&state=...` on success,
 * `#error=...&state=...` otherwise. A `state` other than the one this tab sent (or none)
 * is refused before anything else; a token of the wrong shape counts as none.
 */
export function readCallbackFragment(
  hash: string,
  stateAccepted: (state: string | null) => boolean = acceptSocialState,
): { token: string } | { error: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!stateAccepted(params.get('state'))) return { error: SOCIAL_STATE_REFUSED };
  const error = params.get('error');
  if (error)
    return { error: error === 'access_denied' ? CALLBACK_MESSAGES.cancelled : CALLBACK_MESSAGES.failed };
  const token = params.get('token');
  return isValidToken(token) ? { token } : { error: CALLBACK_MESSAGES.missingToken };
}

/**
 * /auth/callback: the end of a social sign-in. Reads the token from the fragment and
 * removes it from the URL at once, asks GET /api/auth/me who it belongs to, stores
 * both and routes by role. Anything missing or refused lands on /login with a message.
 */
export function AuthCallbackPage() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const host = useHostKind();
  const [userForToken] = useUserForTokenMutation();
  const started = useRef(false);

  useEffect(() => {
    // Once per arrival (StrictMode runs effects twice; the fragment is read only once).
    if (started.current) return;
    started.current = true;
    // main.tsx took the fragment off the URL before any route loaded; a fragment that came
    // another way (an in-app link) is taken off here.
    const taken = consumeAuthFragment() ?? hash;
    if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    const toLogin = (authMessage: string) =>
      void navigate(PATHS.login, { replace: true, state: { authMessage } satisfies LoginRouteState });

    const fragment = readCallbackFragment(taken);
    if ('error' in fragment) {
      toLogin(fragment.error);
      return;
    }
    void (async () => {
      const result = await userForToken(fragment.token);
      if (result.error) {
        const status = 'status' in result.error ? result.error.status : null;
        toLogin(
          typeof status === 'number' && status < 500
            ? CALLBACK_MESSAGES.rejected
            : CALLBACK_MESSAGES.unreachable,
        );
        return;
      }
      const user = parseUser(result.data.user);
      if (!user) {
        toLogin(CALLBACK_MESSAGES.rejected);
        return;
      }
      const session = { token: fragment.token, user };
      const destination = loginDestination(session, host, config.adminUrl);
      if (destination.kind === 'external') {
        // An admin goes to the admin host with the session; this host keeps no copy.
        dispatch(signedOut());
        window.location.assign(destination.url);
        return;
      }
      dispatch(signedIn(session));
      void navigate(destination.to, { replace: true });
    })();
  }, [hash, pathname, search, navigate, dispatch, host, userForToken]);

  return (
    <>
      <PageMeta title="Signing in" noIndex />
      <PageLoading text="Signing you in..." />
    </>
  );
}
