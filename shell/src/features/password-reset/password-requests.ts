import {
  forgotAdminPassword,
  forgotSellerPassword,
  isApiError,
  refusalOf,
  resetAdminPassword,
  resetSellerPassword,
  type ApiClient,
} from '@drops/api-client';
import { passwordMessages, type PasswordResetBody } from '@drops/contracts';
import type { FormRefusal } from '@drops/ui';
import type { ForgotField, ResetField } from './validation';

/** Whose password: a seller's (`/signin`) or an administrator's (`/admin/login`). */
export type PasswordAudience = 'seller' | 'admin';

/** Where each audience signs in and asks for a link: the pages the mails lead to as well. */
export const passwordPages: Record<
  PasswordAudience,
  { signIn: string; forgot: string; reset: string }
> = {
  seller: { signIn: '/signin', forgot: '/forgot-password', reset: '/reset-password' },
  admin: {
    signIn: '/admin/login',
    forgot: '/admin/forgot-password',
    reset: '/admin/reset-password',
  },
};

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function askForResetLink(
  client: ApiClient,
  audience: PasswordAudience,
  email: string,
): Promise<FormRefusal<ForgotField> | void> {
  try {
    await (audience === 'admin' ? forgotAdminPassword : forgotSellerPassword)(client, { email });
  } catch (error) {
    return refusalOf(error, ['email'], passwordMessages.requestFailed);
  }
}

/**
 * What setting a password through an emailed link (a reset, an invitation) comes to: nothing once
 * it is set, the refusal to show, or `linkInvalid` for a used, expired or mangled link.
 */
export type PasswordLinkOutcome = FormRefusal<ResetField> | 'linkInvalid' | void;

/** Sets the new password through a reset link. */
export async function setNewPassword(
  client: ApiClient,
  audience: PasswordAudience,
  body: PasswordResetBody,
): Promise<PasswordLinkOutcome> {
  try {
    await (audience === 'admin' ? resetAdminPassword : resetSellerPassword)(client, body);
  } catch (error) {
    if (isApiError(error) && error.kind === 'validation' && error.fieldErrors.token)
      return 'linkInvalid';
    return refusalOf(error, ['password'], passwordMessages.requestFailed);
  }
}
