import type {
  PasswordAnswer,
  PasswordChangeAnswer,
  PasswordChangeBody,
  PasswordForgotBody,
  PasswordResetBody,
} from '@drops/contracts';
import { postBody } from '../endpoint';

/** POST /seller/password/forgot (issue 30): 202 whether or not the email has an account. */
export const forgotSellerPassword = postBody<PasswordForgotBody, PasswordAnswer>(
  '/seller/password/forgot',
);

/** POST /seller/password/reset: the mailed link's token and the new password. */
export const resetSellerPassword = postBody<PasswordResetBody, PasswordAnswer>(
  '/seller/password/reset',
);

/**
 * POST /seller/password/change: Edit Profile, with the current password. Every session ends; the
 * answer holds the new session's tokens (its refresh cookie comes with it, hence credentials).
 */
export const changeSellerPassword = postBody<PasswordChangeBody, PasswordChangeAnswer>(
  '/seller/password/change',
  { withCredentials: true },
);
