import { useId } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useHostKind } from '../config/host';
import { PATHS } from '../config/paths';
import { ASSETS, CONTENT, IMAGE_SIZES } from '../config/content';
import { buttonClass } from '../components/cta-link';
import { PageLoading } from '../components/page-loading';
import { PageMeta } from '../components/page-meta';
import type { ConsoleAccess } from '../config/route-meta';
import { adminHostAccess, consoleAccess, isSignedIn, type Access } from './access';
import { SESSION_EXPIRED_TEXT, type LoginRouteState } from './login-route-state';
import {
  CHECK_FAILED_HEADING,
  CHECK_FAILED_HINT,
  checkFailureText,
  checkFailureTitle,
  type CheckFailure,
} from './check-failure';
import './start-up-error.css';

const BRAND_LOGO_SIZE = 48;

/**
 * The start-up error screen: the stored-session check failed short of a 401 (a time-out, a
 * dropped network, a 403, a 500, an unreadable answer). It carries the brand, names the
 * reason and offers Retry, and Sign out, so it is never a dead end (product rules,
 * 'Sessions'). Native HTML: it shows under the API gate, where antd may not have loaded.
 * Sign out ends the session in this browser (sign-out.ts, loaded on demand; the server is asked to
 * revoke the token too, without waiting, as it may not answer): the listeners remove the
 * stored keys and the console's cached data, and /login of this host shows the sign-in form.
 */
function StartUpError({ failure }: { failure: CheckFailure }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const retry = () =>
    void import('./check-stored-session').then(({ checkStoredSession }) => dispatch(checkStoredSession()));
  // Loaded on demand, as the check is: the HTTP client stays out of the public pages' first load.
  const signOut = () =>
    void import('./sign-out').then(({ signOut: endSession }) => {
      dispatch(endSession());
      void navigate(PATHS.login, { replace: true });
    });
  return (
    <div className="start-up-error" role="alert" aria-labelledby={headingId}>
      <PageMeta title={checkFailureTitle(failure)} noIndex />
      <p className="start-up-error__brand">
        <img
          src={ASSETS.logo}
          alt=""
          width={BRAND_LOGO_SIZE}
          height={Math.round((BRAND_LOGO_SIZE * IMAGE_SIZES.logo.height) / IMAGE_SIZES.logo.width)}
        />
        <span>{CONTENT.brandName}</span>
      </p>
      <h1 id={headingId} className="start-up-error__title">
        {CHECK_FAILED_HEADING}
      </h1>
      <p className="start-up-error__reason">{checkFailureText(failure)}</p>
      <p className="start-up-error__hint">{CHECK_FAILED_HINT}</p>
      <div className="start-up-error__actions">
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
  if (access.kind === 'check-failed') return <StartUpError failure={access.failure} />;
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
