import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useHostKind } from '../config/host';
import { adminLoginPath, PATHS } from '../config/paths';
import { selectRole } from './session-slice';
import { signOut } from './sign-out';

/**
 * Logout (product rules, 'Sessions'), the one for every console screen: the flag, the token and the user go
 * (the storage listener removes the keys, and the console's cached data goes with them),
 * cached API data is dropped, the server is asked to revoke the token without waiting for it
 * (sign-out.ts), and the browser goes to the login the role signs in with:
 * an administrator to the administrator login (/admin-login, or /login on the admin
 * host), managers and users to /login.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const host = useHostKind();
  const role = useAppSelector(selectRole);
  return useCallback(() => {
    dispatch(signOut());
    void navigate(role === 'admin' ? adminLoginPath(host) : PATHS.login, { replace: true });
  }, [dispatch, navigate, host, role]);
}
