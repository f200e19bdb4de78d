import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useHostKind } from '../../app/host';
import { PATHS } from '../../app/paths';
import { adminLoginPath } from '../auth/guards';
import { selectRole, signedOut } from '../auth/session-slice';

/**
 * Logout from the console: the session (flag, token, user) goes; an administrator
 * goes to the administrator login (spec 4), managers and users to /login.
 * (The sign-in issue had no shared `useLogout` hook yet when this was written.)
 */
export function useConsoleLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const host = useHostKind();
  const role = useAppSelector(selectRole);
  return () => {
    const to = role === 'admin' ? adminLoginPath(host) : PATHS.login;
    dispatch(signedOut());
    navigate(to, { replace: true });
  };
}
