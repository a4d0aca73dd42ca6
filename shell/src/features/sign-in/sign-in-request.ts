import { isApiError, loginSeller, type ApiClient } from '@drops/api-client';
import { networkMessages, sellerMessages, type SellerLoginBody } from '@drops/contracts';
import type { SellerSession } from '@drops/session';
import type { FieldErrors } from '@drops/forms';
import type { SignInField } from './validation';

export type SignInResult =
  | { ok: true; session: SellerSession }
  | { ok: false; message: string; fieldErrors: FieldErrors<SignInField> };

/**
 * Spec section 8: "Login failed" or the server's error; validation errors fill the fields; the
 * network message when there was no answer; "Login failed. Please try again." on anything else.
 */
export async function signIn(client: ApiClient, body: SellerLoginBody): Promise<SignInResult> {
  try {
    const response = await loginSeller(client, body);
    return { ok: true, session: { token: response.data.token, seller: response.data.seller } };
  } catch (error) {
    if (!isApiError(error))
      return { ok: false, message: sellerMessages.loginFailedRetry, fieldErrors: {} };
    if (error.kind === 'network')
      return { ok: false, message: networkMessages.networkError, fieldErrors: {} };
    const fieldErrors: FieldErrors<SignInField> = {};
    if (error.kind === 'validation') {
      if (error.fieldErrors.email) fieldErrors.email = error.fieldErrors.email;
      if (error.fieldErrors.password) fieldErrors.password = error.fieldErrors.password;
    }
    return { ok: false, message: error.message || sellerMessages.loginFailed, fieldErrors };
  }
}
