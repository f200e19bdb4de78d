import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useHostKind } from '../config/host';
import { buttonClass } from '../components/cta-link';
import { PageLoading } from '../components/page-loading';
import { PageMeta } from '../components/page-meta';
import { adminHostAccess, adminScreenAccess, roleAccess, type Access } from './access';

export const SERVER_UNREACHABLE_TEXT = 'Could not reach the server.';

/** The stored-session check timed out or the network dropped: say so, and offer Retry. */
function ServerUnreachable() {
  const dispatch = useAppDispatch();
  const retry = () =>
    void import('./check-stored-session').then(({ checkStoredSession }) => dispatch(checkStoredSession()));
  return (
    <div className="page-loading" role="alert">
      <PageMeta title="Offline" noIndex />
      <p>{SERVER_UNREACHABLE_TEXT}</p>
      <button type="button" className={buttonClass('primary')} onClick={retry}>
        Retry
      </button>
    </div>
  );
}

function Gate({ access }: { access: Access }) {
  if (access.kind === 'wait') return <PageLoading />;
  if (access.kind === 'unreachable') return <ServerUnreachable />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Outlet />;
}

/** Admin screens: the `isAdminAuthenticated` flag, else the administrator login. */
export function RequireAdmin() {
  const session = useAppSelector((state) => state.session);
  return <Gate access={adminScreenAccess(session, useHostKind())} />;
}

/** /manager (manager or admin) and /user (any signed-in user), else /login. */
export function RequireRole({ screen }: { screen: 'manager' | 'user' }) {
  const session = useAppSelector((state) => state.session);
  return <Gate access={roleAccess(session, screen)} />;
}

/** The admin host: 'Loading...', then only /login until a token and a user are stored. */
export function AdminHostGate() {
  const session = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  return <Gate access={adminHostAccess(session, pathname)} />;
}
