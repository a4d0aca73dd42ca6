import type {
  EmailVerificationResendAnswer,
  EmailVerifyAnswer,
  EmailVerifyBody,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { postBody } from '../endpoint';

/** POST /seller/email/verify (issue 30 item 2): the mailed link's token; no sign-in needed. */
export const verifySellerEmail = postBody<EmailVerifyBody, EmailVerifyAnswer>(
  '/seller/email/verify',
);

/** POST /seller/email/verification: the verification mail again (1 a minute, 5 a day; else 429). */
export function resendSellerEmailVerification(client: ApiClient) {
  return client.request<EmailVerificationResendAnswer>('POST', '/seller/email/verification');
}
