import { atom } from 'jotai/vanilla';
import { isAdminSession, type AdminSession } from './guards';
import { tokenSessionStore } from './token-session-store';

/** The administrator's entry in local storage (the seller's is separate). */
export const adminSessionKey = 'admin-session';

const adminStore = tokenSessionStore<AdminSession>(
  adminSessionKey,
  isAdminSession,
  'admin-session-expired',
);

export const adminSessionAtom = adminStore.sessionAtom;

export const adminUserAtom = atom((get) => get(adminSessionAtom)?.user ?? null);

export const isAdminLoggedInAtom = adminStore.isLoggedInAtom;
export const signInAdminAtom = adminStore.signInAtom;
export const logOutAdminAtom = adminStore.logOutAtom;
export const readAdminSession = adminStore.read;
export const clearAdminSession = adminStore.clear;
export const renewAdminToken = adminStore.renewToken;

/** A 401 to a call made with the stored token sends the administrator to /admin/login, told why. */
export const expireAdminSession = adminStore.expire;
export const takeAdminSessionExpired = adminStore.takeExpired;
