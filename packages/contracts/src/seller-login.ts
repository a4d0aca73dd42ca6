import { Type, type Static } from '@sinclair/typebox';
import { DataEnvelope } from './common';
import { limits } from './domain';
import { serverMessages, validationMessages } from './messages';
import { EmailAddressSchema, requiredText, SellerSchema } from './seller';

/** A seller's sign-in and what it answers: the spec's token and seller, issue 30's session. */

/** A flex sign-up is logged in at once (`autoLogin`, token); a sell sign-up waits for approval. */
export const RegisterCompleteResponseSchema = Type.Object({
  success: Type.Literal(true),
  autoLogin: Type.Boolean(),
  message: Type.Optional(Type.String()),
  data: Type.Object({ token: Type.Optional(Type.String()), seller: SellerSchema }),
});
export type RegisterCompleteResponse = Static<typeof RegisterCompleteResponseSchema>;

/** POST /seller/login. */
export const SellerLoginBodySchema = Type.Object(
  {
    email: EmailAddressSchema,
    password: requiredText(
      Type.String({ maxLength: limits.passwordMax }),
      validationMessages.passwordRequired,
      { maxLength: serverMessages.passwordTooLong },
    ),
  },
  { additionalProperties: false },
);
export type SellerLoginBody = Static<typeof SellerLoginBodySchema>;

/**
 * The spec's `token` and `seller`; issue 30 adds the refresh token (also set as an httpOnly
 * cookie) and when the 15-minute access token expires.
 */
export const SellerSessionSchema = Type.Object({
  token: Type.String(),
  seller: SellerSchema,
  refreshToken: Type.Optional(Type.String()),
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export const SellerLoginResponseSchema = DataEnvelope(SellerSessionSchema);
export type SellerLoginResponse = Static<typeof SellerLoginResponseSchema>;
