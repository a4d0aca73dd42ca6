import { Type, type Static } from '@sinclair/typebox';
import { DataEnvelope, DateTimeSchema, IdSchema, sameMessage, withMessages } from './common';

/**
 * Issue 30 item 3: sessions that end. A sign-in's answer adds `refreshToken` (also set as an
 * httpOnly cookie); `POST /seller/token/refresh` trades it for a new access token and a new
 * refresh token; Edit Profile lists the seller's sessions and ends them. The spec is silent on
 * all of it: our words (docs/decisions.md).
 */
export const sessionMessages = {
  title: 'Sessions',
  intro: 'Where you are signed in. Sign out of a device you do not recognise.',
  thisDevice: 'This device',
  lastUsed: 'Last used',
  signedIn: 'Signed in',
  endOne: 'Sign out',
  endAll: 'Sign out everywhere',
  endAllConfirm: 'Sign out of every device, this one included?',
  cancel: 'Cancel',
  loading: 'Loading sessions…',
  empty: 'No sessions.',
  loadFailed: 'Failed to load sessions. Please try again.',
  endFailed: 'Failed to sign out of the session. Please try again.',
  ended: 'Signed out of the session.',
  endedAll: 'Signed out everywhere.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  unknownDevice: 'Unknown device',
} as const;

/** A refresh token as handed out: 32 random bytes in base64url (43 characters). */
export const refreshTokenLength = 43;

/** POST /seller/token/refresh: the token in the body, or none (the browser's cookie). */
export const TokenRefreshBodySchema = Type.Union([
  Type.Null(),
  Type.Object(
    {
      refreshToken: Type.Optional(
        withMessages(
          Type.String({ minLength: 1, maxLength: refreshTokenLength * 2 }),
          sameMessage(sessionMessages.refreshInvalid, 'type', 'minLength', 'maxLength'),
        ),
      ),
    },
    { additionalProperties: false },
  ),
]);
export type TokenRefreshBody = Static<typeof TokenRefreshBodySchema>;

/** The tokens a sign-in or a refresh hands out. */
export const RefreshedTokensSchema = Type.Object({
  /** The access token (15 minutes), sent as the bearer token. */
  token: Type.String(),
  /** Single use: the next refresh needs the one handed out with it. */
  refreshToken: Type.String(),
  /** When the access token expires (ISO 8601), so a client may refresh before. */
  expiresAt: DateTimeSchema,
});
export type RefreshedTokens = Static<typeof RefreshedTokensSchema>;
export const TokenRefreshResponseSchema = DataEnvelope(RefreshedTokensSchema);
export type TokenRefreshResponse = Static<typeof TokenRefreshResponseSchema>;

/** One of a person's sessions, as Edit Profile lists them. */
export const AccountSessionSchema = Type.Object({
  _id: IdSchema,
  /** The browser and system the session signed in from, in words. */
  device: Type.String(),
  createdAt: DateTimeSchema,
  lastUsedAt: DateTimeSchema,
  /** The session of the token that asked. */
  current: Type.Boolean(),
});
export type AccountSession = Static<typeof AccountSessionSchema>;
export const AccountSessionsResponseSchema = DataEnvelope(Type.Array(AccountSessionSchema));
export type AccountSessionsResponse = Static<typeof AccountSessionsResponseSchema>;

/** DELETE /seller/sessions: how many sessions ended. */
export const SessionsEndedResponseSchema = DataEnvelope(Type.Object({ ended: Type.Integer() }));
export type SessionsEndedResponse = Static<typeof SessionsEndedResponseSchema>;
