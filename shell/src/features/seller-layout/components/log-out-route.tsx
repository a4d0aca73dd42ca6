import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { logOutSeller } from '@drops/api-client';
import { logOutSellerAtom } from '@drops/session';
import { useAppConfig } from '../../../app/app-config';

/** How long Logout waits for the server to end the session before leaving anyway. */
const logOutWaitMs = 3_000;

/**
 * `/logout`: the user menu's Logout is a navigation to here, so an area that guards unsaved work
 * (the drop editor, the profile) asks first exactly as for any other link, through its guard of
 * the router. Only a move that is let through ends the session, then opens / (spec section 2).
 */
export function LogOutRoute() {
  const logOut = useSetAtom(logOutSellerAtom);
  const navigate = useNavigate();
  const { sellerApi } = useAppConfig();
  useEffect(() => {
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      logOut();
      navigate('/', { replace: true });
    };
    void logOutSeller(sellerApi, AbortSignal.timeout(logOutWaitMs))
      .catch(() => undefined)
      .then(leave);
  }, [logOut, navigate, sellerApi]);
  return null;
}
