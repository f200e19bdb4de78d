import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useHostKind } from '../../app/host';
import { PageLoading } from '../../components/page-loading';
import { adminHostAccess, adminScreenAccess, roleAccess, type Access } from './guards';

function Gate({ access }: { access: Access }) {
  if (access.kind === 'wait') return <PageLoading />;
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
