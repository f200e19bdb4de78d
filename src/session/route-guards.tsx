import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useHostKind } from '../config/host';
import { PATHS } from '../config/paths';
import { buttonClass } from '../components/cta-link';
import { PageLoading } from '../components/page-loading';
import { PageMeta } from '../components/page-meta';
import type { ConsoleAccess } from '../config/route-meta';
import { adminHostAccess, consoleAccess, isSignedIn, type Access } from './access';
import { signedOut } from './session-slice';
import { SESSION_EXPIRED_TEXT, type LoginRouteState } from './login-route-state';
import './server-unreachable.css';

export const SERVER_UNREACHABLE_TEXT = 'Could not reach the server.';

/**
 * The stored-session check failed short of a 401 (a time-out, a dropped network, a 403, a 500,
 * an unreadable answer): say so and offer Retry, and Sign out, so the screen is never a dead
 * end (product rules, 'Sessions'). Sign out ends the session in this browser
 * only (the server could not be asked): the listeners remove the stored keys and the console's
 * cached data, and /login of this host shows the sign-in form.
 */
function ServerUnreachable() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const retry = () =>
    void import('./check-stored-session').then(({ checkStoredSession }) => dispatch(checkStoredSession()));
  const signOut = () => {
    dispatch(signedOut());
    void navigate(PATHS.login, { replace: true });
  };
  return (
    <div className="page-loading" role="alert">
      <PageMeta title="Offline" noIndex />
      <p>{SERVER_UNREACHABLE_TEXT}</p>
      <div className="server-unreachable__actions">
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          Retry
        </button>
        <button type="button" className={buttonClass('default')} onClick={signOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}

function Gate({ access }: { access: Access }) {
  const { pathname, search } = useLocation();
  const signedIn = useAppSelector((state) => isSignedIn(state.session));
  const expired = useAppSelector((state) => state.session.expired === true);
  const navigating = useNavigation().state !== 'idle';
  if (access.kind === 'wait') return <PageLoading />;
  if (access.kind === 'unreachable') return <ServerUnreachable />;
  if (access.kind === 'redirect') {
    // A navigation already under way (an expired session's, to the sign-in page with its
    // message) goes first: redirecting too would replace it and lose the message.
    if (navigating) return <PageLoading />;
    // A visitor sent to sign in comes back here once signed in (returnToFrom ignores a
    // sign-in page); a signed-in user without the role is not sent back to a page they cannot open.
    const state: LoginRouteState | null = signedIn
      ? null
      : { returnTo: `${pathname}${search}`, ...(expired ? { authMessage: SESSION_EXPIRED_TEXT } : {}) };
    return <Navigate to={access.to} replace state={state} />;
  }
  return <Outlet />;
}

/** A console screen's guard, for the route table's access rule (see `consoleAccess`). */
export function RequireAccess({ access }: { access: ConsoleAccess }) {
  const session = useAppSelector((state) => state.session);
  return <Gate access={consoleAccess(session, access, useHostKind())} />;
}

/** The admin host: 'Loading...', then only /login until a token and a user are stored. */
export function AdminHostGate() {
  const session = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  return <Gate access={adminHostAccess(session, pathname)} />;
}
