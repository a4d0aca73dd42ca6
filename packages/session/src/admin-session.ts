import { atom } from 'jotai/vanilla';
import { readEntry, storedEntryAtom, writeEntry } from './browser-storage';
import { isAdminSession, type AdminSession } from './guards';

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
