import type {
  PasswordAnswer,
  PasswordChangeAnswer,
  PasswordChangeBody,
  PasswordForgotBody,
  PasswordResetBody,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /seller/password/forgot (issue 30): 202 whether or not the email has an account. */
export function forgotSellerPassword(client: ApiClient, body: PasswordForgotBody) {
  return client.request<PasswordAnswer>('POST', '/seller/password/forgot', { body });
}

/** POST /seller/password/reset: the mailed link's token and the new password. */
export function resetSellerPassword(client: ApiClient, body: PasswordResetBody) {
  return client.request<PasswordAnswer>('POST', '/seller/password/reset', { body });
}

/**
 * POST /seller/password/change: Edit Profile, with the current password. Every session ends; the
 * answer holds the new session's tokens (its refresh cookie comes with it, hence credentials).
 */
export function changeSellerPassword(client: ApiClient, body: PasswordChangeBody) {
  return client.request<PasswordChangeAnswer>('POST', '/seller/password/change', {
    body,
    withCredentials: true,
  });
}
