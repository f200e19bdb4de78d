import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { selectRole, signedOut } from '../auth/session-slice';
import { useLogout } from '../auth/use-logout';

/**
 * Logout from a console screen: an administrator goes to the administrator login
 * (the sign-in issue's `useLogout`, spec 4); managers and users, who sign in with the
 * normal login, go back to /login.
 */
export function useConsoleLogout(): () => void {
  const adminLogout = useLogout();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const role = useAppSelector(selectRole);
  if (role === 'admin') return adminLogout;
  return () => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate(PATHS.login, { replace: true });
  };
}
