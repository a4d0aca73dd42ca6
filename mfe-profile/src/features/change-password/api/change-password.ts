import { changeSellerPassword, refusalOf, type ApiClient } from '@drops/api-client';
import { passwordMessages } from '@drops/contracts';
import { readSellerSession, renewSellerToken } from '@drops/session';
import type { FormRefusal } from '@drops/ui';
import type { PasswordChangeField } from '../validation';

/**
 * `POST /seller/password/change`; a refusal names its field (a wrong current password). The
 * change ends every session, this one too: the answer's new session takes the stored one's place.
 */
export async function changePassword(
  client: ApiClient,
  currentPassword: string,
  password: string,
): Promise<FormRefusal<PasswordChangeField> | void> {
  try {
    const answer = await changeSellerPassword(client, { currentPassword, password });
    const stored = readSellerSession();
    if (stored) renewSellerToken(stored.token, answer.data.token);
  } catch (error) {
    return refusalOf(error, ['currentPassword', 'password'], passwordMessages.changeFailed);
  }
}
