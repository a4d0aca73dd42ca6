import { atom } from 'jotai/vanilla';
import { readEntry, storedEntryAtom, writeEntry } from './browser-storage';
import { tabMark } from './tab-mark';

/**
 * One signed-in account's session kept under one storage key: the seller's and the
 * administrator's are two of these, so renewal and expiry work the same for both.
 */
export function tokenSessionStore<Session extends { token: string }>(
  key: string,
  isSession: (value: unknown) => value is Session,
  expiredMarkKey: string,
) {
  /** Read from storage when a store first needs it; null when signed out or the stored data was invalid. */
  const sessionAtom = storedEntryAtom<Session>(key, isSession);

  /** For code outside React (the API client's token): the same checked read. */
  const read = (): Session | null => readEntry(key, isSession);

  const clear = (): void => writeEntry(key, null);

  /**
   * Issue 30: a silent refresh's new access token takes the refused one's place, if the stored
   * session still carries the refused one (not signed out or replaced meanwhile). Every area and
   * tab reads it from storage at its next call.
   */
  const renewToken = (refusedToken: string, token: string): boolean => {
    const session = read();
    if (session?.token !== refusedToken) return false;
    writeEntry(key, { ...session, token });
    return true;
  };

  const expiredMark = tabMark(expiredMarkKey);

  /**
   * The server answered 401 to a call made with `sentToken`: if that is still the stored session's
   * token, the session has expired. It is cleared (every area follows) and the area's sign-in
   * screen is told why. A refusal of an older token, answered after a new sign-in, changes nothing.
   */
  const expire = (sentToken: string): void => {
    if (read()?.token !== sentToken) return;
    expiredMark.set();
    clear();
  };

  return {
    sessionAtom,
    isLoggedInAtom: atom((get) => get(sessionAtom) !== null),
    signInAtom: atom(null, (_get, set, session: Session) => {
      set(sessionAtom, session);
    }),
    logOutAtom: atom(null, (_get, set) => {
      set(sessionAtom, null);
    }),
    read,
    clear,
    renewToken,
    expire,
    /** Whether the last session ended because the server refused its token; reading forgets it. */
    takeExpired: expiredMark.take,
  };
}
