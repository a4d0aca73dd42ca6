import { atom } from 'jotai/vanilla';
import type { Seller } from '@drops/contracts';
import { readEntry, storedEntryAtom, writeEntry } from './browser-storage';
import { isSellerSession, type SellerSession } from './guards';
import { tabMark } from './tab-mark';
import { sellerSessionKey } from './stored-seller-session';

export { sellerSessionKey };

/** Read from storage when a store first needs it; null when signed out or the stored data was invalid. */
export const sellerSessionAtom = storedEntryAtom<SellerSession>(sellerSessionKey, isSellerSession);

export const sellerAtom = atom((get) => get(sellerSessionAtom)?.seller ?? null);

/** Logged in means both a token and the seller's data are present (spec section 3). */
export const isSellerLoggedInAtom = atom((get) => get(sellerSessionAtom) !== null);

export const signInSellerAtom = atom(null, (_get, set, session: SellerSession) => {
  set(sellerSessionAtom, session);
});

/**
 * Merges fresh seller data (after a profile edit or the approval check) into the session as it
 * is stored now: an answer arriving after the session was cleared or replaced outside this store
 * must not write the old one back.
 */
export const updateSellerAtom = atom(null, (_get, set, changes: Partial<Seller>) => {
  const session = readSellerSession();
  if (session) set(sellerSessionAtom, { ...session, seller: { ...session.seller, ...changes } });
});

export const logOutSellerAtom = atom(null, (_get, set) => {
  set(sellerSessionAtom, null);
});

/** For code outside React (the API client's token): the same checked read. */
export function readSellerSession(): SellerSession | null {
  return readEntry(sellerSessionKey, isSellerSession);
}

export function clearSellerSession(): void {
  writeEntry(sellerSessionKey, null);
}

/**
 * Issue 30: a silent refresh's new access token takes the refused one's place, if the stored
 * session still carries the refused one (not signed out or replaced meanwhile). Every area and
 * tab reads it from storage at its next call.
 */
export function renewSellerToken(refusedToken: string, token: string): boolean {
  const session = readSellerSession();
  if (session?.token !== refusedToken) return false;
  writeEntry(sellerSessionKey, { ...session, token });
  return true;
}

const expiredMark = tabMark('seller-session-expired');

/**
 * The server answered 401 to a call made with `sentToken`: if that is still the stored session's
 * token, the session has expired. It is cleared (every area follows) and the sign-in screen is
 * told why. A refusal of an older token, answered after a new sign-in, changes nothing.
 */
export function expireSellerSession(sentToken: string): void {
  if (readSellerSession()?.token !== sentToken) return;
  expiredMark.set();
  clearSellerSession();
}

/** Whether the last session ended because the server refused its token; reading forgets it. */
export const takeSellerSessionExpired = expiredMark.take;
