import type { PasswordAnswer, PasswordForgotBody, PasswordResetBody } from '@drops/contracts';
import { postBody } from '../endpoint';

/** POST /auth/password/forgot (issue 30): 202 whether or not the email has an account. */
export const forgotAdminPassword = postBody<PasswordForgotBody, PasswordAnswer>(
  '/auth/password/forgot',
);

/** POST /auth/password/reset: the mailed link's token and the new password. */
export const resetAdminPassword = postBody<PasswordResetBody, PasswordAnswer>(
  '/auth/password/reset',
);
