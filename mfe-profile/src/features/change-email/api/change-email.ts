import { refusalOf, updateSeller, type ApiClient } from '@drops/api-client';
import { sellerMessages, type Seller } from '@drops/contracts';
import type { FormRefusal } from '@drops/ui';
import type { EmailChangeField } from '../validation';

/**
 * `PUT /seller/{id}` with the new address alone: the server keeps `email` and answers the
 * seller with the address waiting as `pendingEmail` (issue 30 item 2). A taken address or too
 * many mails is a refusal on the field.
 */
export async function changeEmail(
  client: ApiClient,
  email: string,
): Promise<{ seller: Seller } | { refusal: FormRefusal<EmailChangeField> }> {
  try {
    const answer = await updateSeller(client, { email: email.trim() });
    return { seller: answer.data };
  } catch (error) {
    return { refusal: refusalOf(error, ['email'], sellerMessages.profileUpdateFailedRetry) };
  }
}
