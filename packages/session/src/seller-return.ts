/**
 * What /signin is told when the seller layout sends a seller there because the session expired:
 * the page to return to after signing in (path and query). Carried in the router's location
 * state, so the sign-in URL stays `/signin`.
 */
export interface SellerSignInState {
  from: string;
  sessionExpired: true;
}

/** Only a seller page is a place to return to (never another site or the sign-in itself). */
export function isSellerReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\/(dashboard|add-product|edit-profile)(\/|$|\?)/.test(value)
  );
}

export function sellerSignInState(from: string): SellerSignInState {
  return { from, sessionExpired: true };
}

/** Reads the state back from an unknown `location.state`; anything unexpected counts as absent. */
export function readSellerSignInState(state: unknown): {
  from: string | null;
  sessionExpired: boolean;
} {
  if (typeof state !== 'object' || state === null) return { from: null, sessionExpired: false };
  const { from, sessionExpired } = state as Partial<Record<keyof SellerSignInState, unknown>>;
  return {
    from: isSellerReturnPath(from) ? from : null,
    sessionExpired: sessionExpired === true,
  };
}
