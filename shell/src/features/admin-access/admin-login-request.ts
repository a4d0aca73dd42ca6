import {
  completeAdminSecondFactor,
  isApiError,
  loginAdmin,
  type ApiClient,
} from '@drops/api-client';
import {
  adminMessages,
  isAdminLoginChallenge,
  networkMessages,
  type AdminLoginBody,
  type AdminLoginResponse,
  type TotpEnrollment,
} from '@drops/contracts';
import type { AdminSession } from '@drops/session';

/** After the password: signed in, or a second factor asked (issue 30 item 5), or refused. */
export type AdminLoginResult =
  | { ok: true; session: AdminSession }
  | { ok: 'challenge'; challenge: string; enrollment?: TotpEnrollment }
  | { ok: false; message: string };

/** After the code: signed in (with the recovery codes of a first enrollment), or refused. */
export type SecondFactorResult =
  | { ok: true; session: AdminSession; recoveryCodes?: string[] }
  | { ok: false; message: string; challengeExpired: boolean };

function refusalOf(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return networkMessages.networkError;
  if (isApiError(error) && error.message) return error.message;
  return adminMessages.loginFailed;
}

/**
 * Access needs the user's permissions to carry the admin flag, whatever the server answered:
 * otherwise "Access denied. Admin permissions required." (spec section 6).
 */
function sessionOf(response: AdminLoginResponse): AdminSession | null {
  if (!response.user?.permissions?.admin) return null;
  return { token: response.token.accessToken, user: response.user };
}

/** `POST /auth/login`. */
export async function logInAdministrator(
  client: ApiClient,
  body: AdminLoginBody,
): Promise<AdminLoginResult> {
  try {
    const response = await loginAdmin(client, body);
    if (isAdminLoginChallenge(response))
      return {
        ok: 'challenge',
        challenge: response.challenge,
        ...(response.enrollment && { enrollment: response.enrollment }),
      };
    const session = sessionOf(response);
    return session ? { ok: true, session } : { ok: false, message: adminMessages.accessDenied };
  } catch (error) {
    return { ok: false, message: refusalOf(error) };
  }
}

/** `POST /auth/login/second-factor`: the challenge and a TOTP or recovery code. */
export async function completeSecondFactor(
  client: ApiClient,
  challenge: string,
  code: string,
): Promise<SecondFactorResult> {
  try {
    const response = await completeAdminSecondFactor(client, { challenge, code });
    const session = sessionOf(response);
    if (!session)
      return { ok: false, message: adminMessages.accessDenied, challengeExpired: false };
    return {
      ok: true,
      session,
      ...(response.recoveryCodes && { recoveryCodes: response.recoveryCodes }),
    };
  } catch (error) {
    const expired = isApiError(error) && error.status === 401;
    return { ok: false, message: refusalOf(error), challengeExpired: expired };
  }
}
