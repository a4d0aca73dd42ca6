import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { logOutSellerAtom } from '@drops/session';

/**
 * `/logout`: the user menu's Logout is a navigation to here, so an area that guards unsaved work
 * (the drop editor, the profile) asks first exactly as for any other link, through its guard of
 * the router. Only a move that is let through ends the session, then opens / (spec section 2).
 */
export function LogOutRoute() {
  const logOut = useSetAtom(logOutSellerAtom);
  const navigate = useNavigate();
  useEffect(() => {
    logOut();
    navigate('/', { replace: true });
  }, [logOut, navigate]);
  return null;
}
