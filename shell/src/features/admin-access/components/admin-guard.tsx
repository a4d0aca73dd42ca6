import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { isApiError, verifyAdminSession } from '@drops/api-client';
import {
  adminSessionAtom,
  logOutAdminAtom,
  signInReturnState,
  takeAdminSessionExpired,
} from '@drops/session';
import { LoadingState } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';

type Check = 'checking' | 'allowed' | 'refused' | 'expired';

/**
 * `/admin/*` (spec section 2): "Loading..." while the stored administrator session is checked
 * with the server, then the area, or /admin/login when there is no valid session. The login
 * page is told where to come back to (path and query), and whether a stored session expired.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { adminApi } = useAppConfig();
  const session = useAtomValue(adminSessionAtom);
  const logOut = useSetAtom(logOutAdminAtom);
  const location = useLocation();
  const [check, setCheck] = useState<Check>(session ? 'checking' : 'refused');
  const token = session?.token;

  useEffect(() => {
    if (!token) {
      // Ended by a 401 inside the area (remote-kit's admin policy): login says it expired.
      const expired = takeAdminSessionExpired();
      setCheck((current) => (current === 'expired' || expired ? 'expired' : 'refused'));
      return;
    }
    const controller = new AbortController();
    setCheck('checking');
    verifyAdminSession(adminApi, controller.signal).then(
      () => setCheck('allowed'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Only a refusal of the token ends the session; an unreachable API leaves it to the area.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          logOut();
          setCheck('expired');
        } else {
          setCheck('allowed');
        }
      },
    );
    return () => controller.abort();
  }, [adminApi, token, logOut]);

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
