import { atom } from 'jotai/vanilla';
import { readEntry, storedEntryAtom, writeEntry } from './browser-storage';
import { isAdminSession, type AdminSession } from './guards';
import { tabMark } from './tab-mark';

/** The administrator's entry in local storage (the seller's is separate). */
export const adminSessionKey = 'admin-session';

export const adminSessionAtom = storedEntryAtom<AdminSession>(adminSessionKey, isAdminSession);

export const adminUserAtom = atom((get) => get(adminSessionAtom)?.user ?? null);

export const isAdminLoggedInAtom = atom((get) => get(adminSessionAtom) !== null);

export const signInAdminAtom = atom(null, (_get, set, session: AdminSession) => {
  set(adminSessionAtom, session);
});

export const logOutAdminAtom = atom(null, (_get, set) => {
  set(adminSessionAtom, null);
});

export function readAdminSession(): AdminSession | null {
  return readEntry(adminSessionKey, isAdminSession);
}

export function clearAdminSession(): void {
  writeEntry(adminSessionKey, null);
}

/** As `renewSellerToken`: a silent refresh's token replaces the refused one, if still stored. */
export function renewAdminToken(refusedToken: string, token: string): boolean {
  const session = readAdminSession();
  if (session?.token !== refusedToken) return false;
  writeEntry(adminSessionKey, { ...session, token });
  return true;
}

const expiredMark = tabMark('admin-session-expired');

/**
 * As `expireSellerSession`: a 401 to a call made with the stored session's token ends it, and the
 * area's guard sends the administrator to /admin/login told the session expired.
 */
export function expireAdminSession(sentToken: string): void {
  if (readAdminSession()?.token !== sentToken) return;
  expiredMark.set();
  clearAdminSession();
}

/** Whether the last session ended because the server refused its token; reading forgets it. */
export const takeAdminSessionExpired = expiredMark.take;
