import { startTransition, useCallback, useMemo, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, type ApiClient } from '@drops/api-client';
import { logOutAdminAtom, signInReturnState } from '@drops/session';
import { useApi } from '@drops/remote-kit';

/**
 * Ends the session and goes to /admin/login, telling it the session expired and where to come
 * back to (the current path and query: the list's filters, search and page).
 */
export function useEndExpiredSession(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const logOut = useSetAtom(logOutAdminAtom);
  // The latest location without making the callback (and every client built on it) change.
  const here = useRef(location);
  here.current = location;
  return useCallback(() => {
    const from = `${here.current.pathname}${here.current.search}`;
    // One transition for both, as Logout does: the login page must not render while the old
    // session still reads as signed in, nor the shell's guard redirect without this state.
    startTransition(() => {
      navigate('/admin/login', { state: signInReturnState(from, true) });
      logOut();
    });
  }, [navigate, logOut]);
}

/**
 * The area's API client: the administrator's token only (RemoteRoot's admin audience), and any
 * 401 answer, i.e. a token the server no longer accepts, ends the session at once.
 */
export function useAdminApi(): ApiClient {
  const api = useApi();
  const endExpiredSession = useEndExpiredSession();
  return useMemo<ApiClient>(() => {
    const watch = <T>(call: Promise<T>) =>
      call.catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) endExpiredSession();
        throw error;
      });
    return {
      request: <T>(...args: Parameters<ApiClient['request']>) => watch(api.request<T>(...args)),
      upload: <T>(...args: Parameters<ApiClient['upload']>) => watch(api.upload<T>(...args)),
    };
  }, [api, endExpiredSession]);
}
