import { isSellerSession, type SellerSession } from './guards';

/** The seller's entry in local storage (the administrator's is separate). */
export const sellerSessionKey = 'seller-session';

/**
 * The stored seller session, read without jotai: for the shell's entry script, which runs before
 * the shared libraries are negotiated and so may not import them. Only reads: an invalid entry
 * is left for the session's atoms to discard.
 */
export function peekSellerSession(): SellerSession | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? 'null');
    return isSellerSession(value) ? value : null;
  } catch {
    return null; // storage disabled, or not JSON
  }
}
