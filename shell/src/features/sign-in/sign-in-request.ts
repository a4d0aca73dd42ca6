import { isApiError, loginSeller, type ApiClient } from '@drops/api-client';
import {
  networkMessages,
  sellerMessages,
  type SellerLoginBody,
  type SellerReview,
} from '@drops/contracts';
import type { SellerSession } from '@drops/session';
import type { FieldErrors } from '@drops/forms';
import type { SignInField } from './validation';

export type SignInResult =
  | { ok: true; session: SellerSession }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors<SignInField>;
      /** A rejected account's refusal (issue 16): the decision, its reason, note and date. */
      rejection?: SellerReview;
      /** Where a rejected seller can write (issue 31 item 5). */
      supportEmail?: string;
    };

/** The support address a rejected seller's refusal names, when it does. */
function supportEmailOf(body: unknown): string | undefined {
  const support = (body as { support?: { email?: unknown } } | null)?.support;
  return typeof support?.email === 'string' ? support.email : undefined;
}

/** The `review` a rejected seller's refusal carries beside the spec's message, when it does. */
function rejectionOf(body: unknown): SellerReview | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const review = (body as { review?: unknown }).review;
  if (typeof review !== 'object' || review === null) return undefined;
  return (review as { status?: unknown }).status === 'rejected'
    ? (review as SellerReview)
    : undefined;
}

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
    const rejection = error.code === 'ACCOUNT_REJECTED' ? rejectionOf(error.body) : undefined;
    return {
      ok: false,
      message: error.message || sellerMessages.loginFailed,
      fieldErrors,
      ...(rejection ? { rejection, supportEmail: supportEmailOf(error.body) } : {}),
    };
  }
}
