import { changeSellerPassword, refusalOf, type ApiClient } from '@drops/api-client';
import { passwordMessages } from '@drops/contracts';
import type { FormRefusal } from '@drops/ui';
import type { PasswordChangeField } from '../validation';

/** `POST /seller/password/change`; a refusal names its field (a wrong current password). */
export async function changePassword(
  client: ApiClient,
  currentPassword: string,
  password: string,
): Promise<FormRefusal<PasswordChangeField> | void> {
  try {
    await changeSellerPassword(client, { currentPassword, password });
  } catch (error) {
    return refusalOf(error, ['currentPassword', 'password'], passwordMessages.changeFailed);
  }
}
