/**
 * What a sign-in page is told when an area sends the user there: where to return after signing in
 * (path and query, so list filters survive) and whether the session expired. Carried in the
 * router's location state, so the sign-in URL stays `/signin` or `/admin/login`.
 */
export interface SignInReturnState {
  from: string;
  sessionExpired: boolean;
}

type ReturnPathCheck = (value: unknown) => value is string;

/** Only a page of the administration area is a place to return to (never another site or the login). */
export const isAdminReturnPath: ReturnPathCheck = (value): value is string =>
  typeof value === 'string' &&
  /^\/admin(\/|$|\?)/.test(value) &&
  !/^\/admin\/login(\/|$|\?)/.test(value);

/** Only a seller page is a place to return to (never another site or the sign-in itself). */
export const isSellerReturnPath: ReturnPathCheck = (value): value is string =>
  typeof value === 'string' && /^\/(dashboard|add-product|edit-profile)(\/|$|\?)/.test(value);

export function signInReturnState(from: string, sessionExpired: boolean): SignInReturnState {
  return { from, sessionExpired };
}

/** Reads the state back from an unknown `location.state`; anything unexpected counts as absent. */
export function readSignInReturnState(
  state: unknown,
  isReturnPath: ReturnPathCheck,
): { from: string | null; sessionExpired: boolean } {
  if (typeof state !== 'object' || state === null) return { from: null, sessionExpired: false };
  const { from, sessionExpired } = state as Partial<Record<keyof SignInReturnState, unknown>>;
  return {
    from: isReturnPath(from) ? from : null,
    sessionExpired: sessionExpired === true,
  };
}
