import { useAtomValue, type Atom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { readSignInReturnState } from '@drops/session';

type ReturnPathCheck = Parameters<typeof readSignInReturnState>[1];

/**
 * What a sign-in page (the seller's, the administrator's) reads on arrival: whether its area's
 * session is open already, whether the last one expired, and where to go once signed in: back
 * to the page that sent it here (`from`), else `home`.
 */
export function useSignInReturn(
  loggedInAtom: Atom<boolean>,
  isReturnPath: ReturnPathCheck,
  home: string,
) {
  const loggedIn = useAtomValue(loggedInAtom);
  const { from, sessionExpired } = readSignInReturnState(useLocation().state, isReturnPath);
  return { loggedIn, from, sessionExpired, destination: from ?? home };
}
