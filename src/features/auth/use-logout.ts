import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useHostKind } from '../../app/host';
import { adminLoginPath } from './guards';
import { signedOut } from './session-slice';

/**
 * Logout (spec 4): the flag, the token and the user go (the storage listener removes
 * the keys), cached API data is dropped, and the browser goes to the administrator
 * login (/admin-login, or /login on the admin host). For the console's Logout button.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const host = useHostKind();
  return useCallback(() => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate(adminLoginPath(host), { replace: true });
  }, [dispatch, navigate, host]);
}
