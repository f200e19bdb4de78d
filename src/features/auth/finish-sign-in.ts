import type { NavigateFunction } from 'react-router-dom';
import { config } from '../../config/env';
import type { HostKind } from '../../config/host';
import type { AppThunk } from '../../store/hooks';
import { adminSignedIn, signedIn, signedOut } from '../../session/session-slice';
import type { LoginResponse } from '../../types/user';
import { loginDestination } from './login-destination';

/**
 * After a successful sign-in (the login form, the Demo controls): an admin goes to the
 * admin host with the session (a page load; this host keeps no copy), anyone else is
 * signed in here and sent to their page, or back to `returnTo` (the page they were on
 * when their session expired or a guard sent them to sign in). Returns where it went.
 * An admin already on the admin host (the Demo controls' 'Admin' there) is signed in with the
 * admin flag, as the session handed over from the public host is: the admin screens need it.
 */
export function finishSignIn(
  session: LoginResponse,
  {
    host,
    dispatch,
    navigate,
    returnTo,
  }: { host: HostKind; dispatch: Parameters<AppThunk>[0]; navigate: NavigateFunction; returnTo?: string },
): 'external' | 'route' {
  const destination = loginDestination(session, host, config.adminUrl);
  if (destination.kind === 'external') {
    dispatch(signedOut());
    window.location.assign(destination.url);
  } else {
    const adminHere = host === 'admin' && session.user.role === 'admin';
    dispatch(adminHere ? adminSignedIn(session) : signedIn(session));
    void navigate(returnTo ?? destination.to, { replace: true });
  }
  return destination.kind;
}
