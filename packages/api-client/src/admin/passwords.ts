import type { PasswordAnswer, PasswordForgotBody, PasswordResetBody } from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /auth/password/forgot (issue 30): 202 whether or not the email has an account. */
export function forgotAdminPassword(client: ApiClient, body: PasswordForgotBody) {
  return client.request<PasswordAnswer>('POST', '/auth/password/forgot', { body });
}

/** POST /auth/password/reset: the mailed link's token and the new password. */
export function resetAdminPassword(client: ApiClient, body: PasswordResetBody) {
  return client.request<PasswordAnswer>('POST', '/auth/password/reset', { body });
}
