import { isApiError, loginAdmin, type ApiClient } from '@drops/api-client';
import { adminMessages, networkMessages, type AdminLoginBody } from '@drops/contracts';
import type { AdminSession } from '@drops/session';

export type AdminLoginResult = { ok: true; session: AdminSession } | { ok: false; message: string };

/**
 * `POST /auth/login`. Access needs the user's permissions to carry the admin flag, whatever the
 * server answered: otherwise "Access denied. Admin permissions required." (spec section 6).
 */
export async function logInAdministrator(
  client: ApiClient,
  body: AdminLoginBody,
): Promise<AdminLoginResult> {
  try {
    const response = await loginAdmin(client, body);
    if (!response.user?.permissions?.admin)
      return { ok: false, message: adminMessages.accessDenied };
    return { ok: true, session: { token: response.token.accessToken, user: response.user } };
  } catch (error) {
    if (isApiError(error) && error.kind === 'network')
      return { ok: false, message: networkMessages.networkError };
    if (isApiError(error) && error.message) return { ok: false, message: error.message };
    return { ok: false, message: adminMessages.loginFailed };
  }
}
