/**
 * What `/admin/login` is told when the administration area sends the user there: where to return
 * after signing in (path and query, so list filters survive) and whether the session expired.
 * Carried in the router's location state, so the login page's URL stays `/admin/login`.
 */
export interface AdminLoginState {
  from: string;
  sessionExpired: boolean;
}

/** Only a page of the area itself is a place to return to (never another site or the login). */
export function isAdminReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\/admin(\/|$|\?)/.test(value) &&
    !/^\/admin\/login(\/|$|\?)/.test(value)
  );
}

export function adminLoginState(from: string, sessionExpired: boolean): AdminLoginState {
  return { from, sessionExpired };
}

/** Reads the state back from an unknown `location.state`; anything unexpected counts as absent. */
export function readAdminLoginState(state: unknown): {
  from: string | null;
  sessionExpired: boolean;
} {
  if (typeof state !== 'object' || state === null) return { from: null, sessionExpired: false };
  const { from, sessionExpired } = state as Partial<Record<keyof AdminLoginState, unknown>>;
  return {
    from: isAdminReturnPath(from) ? from : null,
    sessionExpired: sessionExpired === true,
  };
}
