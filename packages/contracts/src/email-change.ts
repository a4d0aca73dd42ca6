import { Type, type Static } from '@sinclair/typebox';
import { EmailAddressSchema } from './seller';

/**
 * Issue 30 item 2: Edit Profile's "Email" card sends `PUT /seller/{id}` with `{ email }` alone;
 * the new address waits for its link (`pendingEmail`). Sign-up's rules for the address.
 */
export const EmailChangeBodySchema = Type.Object(
  { email: EmailAddressSchema },
  { additionalProperties: false },
);
export type EmailChangeBody = Static<typeof EmailChangeBodySchema>;
