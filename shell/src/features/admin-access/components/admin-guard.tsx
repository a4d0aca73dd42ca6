import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isApiError, verifyAdminSession, type ApiClient } from '@drops/api-client';
import {
  adminSessionAtom,
  logOutAdminAtom,
  signInReturnState,
  takeAdminSessionExpired,
} from '@drops/session';
import { queryKeys } from '@drops/remote-kit';
import { LoadingState } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';

type Check = 'checking' | 'allowed' | 'refused' | 'expired';

/** The server's word on a stored token: only a refusal ends the session. */
async function checkAdminSession(api: ApiClient, signal: AbortSignal) {
  try {
    await verifyAdminSession(api, signal);
    return 'allowed' as const;
  } catch (error) {
    // An unreachable API leaves it to the area (the session stays), as a 5xx does.
    return isApiError(error) && (error.status === 401 || error.status === 403)
      ? ('refused' as const)
      : ('allowed' as const);
  }
}

/**
 * `/admin/*` (spec section 2): "Loading..." while the stored administrator session is checked
 * with the server (a read of the page's query cache, once per visit), then the area, or
 * /admin/login when there is no valid session. The login page is told where to come back to
 * (path and query), and whether a stored session expired.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { adminApi } = useAppConfig();
  const session = useAtomValue(adminSessionAtom);
  const logOut = useSetAtom(logOutAdminAtom);
  const location = useLocation();
  const token = session?.token;
  const [ended, setEnded] = useState<'refused' | 'expired' | null>(session ? null : 'refused');
  const verdict = useQuery({
    queryKey: queryKeys.admin.sessionCheck(token ?? ''),
    queryFn: ({ signal }) => checkAdminSession(adminApi, signal),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  }).data;

  useEffect(() => {
    if (token) {
      setEnded(null);
      return;
    }
    // Ended by a 401 inside the area (remote-kit's admin policy): login says it expired.
    const expired = takeAdminSessionExpired();
    setEnded((current) => (current === 'expired' || expired ? 'expired' : 'refused'));
  }, [token]);

  useEffect(() => {
    if (verdict !== 'refused') return;
    logOut();
    setEnded('expired');
  }, [verdict, logOut]);

  // A refused token is logged out (the effect above) before login is shown.
  const check: Check = ended ?? (verdict === 'allowed' ? 'allowed' : 'checking');
  if (check === 'refused' || check === 'expired') {
    const from = `${location.pathname}${location.search}`;
    return (
      <Navigate to="/admin/login" replace state={signInReturnState(from, check === 'expired')} />
    );
  }
  // The area is mounted hidden while the session is checked, so its code and first data load
  // beside the check instead of after it; a refusal unmounts it before anything is shown.
  return (
    <>
      {check === 'checking' ? <LoadingState>{shellMessages.adminChecking}</LoadingState> : null}
      <div hidden={check !== 'allowed'}>{children}</div>
    </>
  );
}
