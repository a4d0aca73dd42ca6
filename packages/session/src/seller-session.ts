import { atom } from 'jotai/vanilla';
import type { Seller } from '@drops/contracts';
import { isSellerSession, type SellerSession } from './guards';
import { sellerSessionKey } from './stored-seller-session';
import { tokenSessionStore } from './token-session-store';

export { sellerSessionKey };

const sellerStore = tokenSessionStore<SellerSession>(
  sellerSessionKey,
  isSellerSession,
  'seller-session-expired',
);

export const sellerSessionAtom = sellerStore.sessionAtom;

export const sellerAtom = atom((get) => get(sellerSessionAtom)?.seller ?? null);

/** Logged in means both a token and the seller's data are present (spec section 3). */
export const isSellerLoggedInAtom = sellerStore.isLoggedInAtom;
export const signInSellerAtom = sellerStore.signInAtom;
export const logOutSellerAtom = sellerStore.logOutAtom;
export const readSellerSession = sellerStore.read;
export const clearSellerSession = sellerStore.clear;
export const renewSellerToken = sellerStore.renewToken;
export const expireSellerSession = sellerStore.expire;
export const takeSellerSessionExpired = sellerStore.takeExpired;

/**
 * Merges fresh seller data (after a profile edit or the approval check) into the session as it
 * is stored now: an answer arriving after the session was cleared or replaced outside this store
 * must not write the old one back.
 */
export const updateSellerAtom = atom(null, (_get, set, changes: Partial<Seller>) => {
  const session = readSellerSession();
  if (session) set(sellerSessionAtom, { ...session, seller: { ...session.seller, ...changes } });
});
