import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashRefreshToken, newRefreshToken, type Audience } from '@drops/auth';
import { sessionMessages, type AccountSession, type RefreshedTokens } from '@drops/contracts';
import type { Knex } from 'knex';
import {
  newId,
  type AccountSession as SessionRow,
  type AccountSessionRepository,
  type SessionEndReason,
} from '@drops/db';
import { deviceNameOf } from './device-name';
import { UnauthorizedError } from './errors';
import {
  clearRefreshCookie,
  refreshCookieOf,
  setRefreshCookie,
  type RefreshCookie,
} from './refresh-cookie';

/**
 * Issue 30 item 3, what a sign-in, a refresh and a sign-out do, the same for sellers and
 * administrators: the session's row, its refresh token (in the answer and in the cookie) and
 * the access token naming the session. The module owning the accounts gives its repository.
 */
export interface AccountSessionsOptions {
  audience: Extract<Audience, 'seller' | 'admin'>;
  sessions: AccountSessionRepository;
  cookie: RefreshCookie;
}

const iso = (time: number) => new Date(time).toISOString();

/** Seconds the access token lives, read from the token itself so one setting rules. */
function expiryOf(app: FastifyInstance, audience: Audience, token: string): string {
  const claims = app.jwt[audience].decode<{ exp: number }>(token);
  return iso((claims?.exp ?? 0) * 1000);
}

export function accountSessions(app: FastifyInstance, options: AccountSessionsOptions) {
  const { audience, sessions, cookie } = options;

  function handOut(
    reply: FastifyReply,
    session: SessionRow,
    refreshToken: string,
  ): RefreshedTokens {
    const token = app.signToken(audience, session.accountId, session.id);
    setRefreshCookie(reply, cookie, refreshToken, session.expiresAt - Date.now());
    return { token, refreshToken, expiresAt: expiryOf(app, audience, token) };
  }

  return {
    /** A new session for a sign-in: its tokens, the refresh token also set as the cookie. */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
    ): Promise<RefreshedTokens> {
      const { token, tokenHash } = newRefreshToken();
      const device = deviceNameOf(request.headers['user-agent']);
      const session = await sessions.start(
        { id: newId(), accountId, device },
        tokenHash,
        Date.now(),
      );
      return handOut(reply, session, token);
    },

    /**
     * Trades a refresh token (the body's, else the cookie's) for new tokens. An unknown, used,
     * ended or expired one answers 401 and clears the cookie; a used one ends its session.
     */
    async refresh(
      request: FastifyRequest,
      reply: FastifyReply,
      fromBody: string | undefined,
    ): Promise<RefreshedTokens> {
      const presented = fromBody ?? refreshCookieOf(request, cookie);
      const next = newRefreshToken();
      const outcome = presented
        ? await sessions.refresh(hashRefreshToken(presented), next.tokenHash, Date.now())
        : { result: 'invalid' as const };
      if (outcome.result !== 'rotated') {
        clearRefreshCookie(reply, cookie);
        throw new UnauthorizedError(sessionMessages.refreshInvalid, 'SESSION_ENDED');
      }
      return handOut(reply, outcome.session, next.token);
    },

    /** Signs the caller's session out and clears the cookie. */
    async logout(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void> {
      clearRefreshCookie(reply, cookie);
      if (request.sessionId) await sessions.end(accountId, request.sessionId, 'logout', Date.now());
    },

    /** Whether the session is alive and the account's (every authenticated call asks). */
    isAlive: (sessionId: string, accountId: string) =>
      sessions.isAlive(sessionId, accountId, Date.now()),

    /** Ends one of the account's sessions; answers whether it was alive. */
    endOne: (accountId: string, sessionId: string) =>
      sessions.end(accountId, sessionId, 'ended', Date.now()),

    /**
     * Ends every session of the account (but `except`), in the caller's transaction if given:
     * "sign out everywhere", a password reset or change, an administrator's decision.
     */
    endAll: (
      accountId: string,
      reason: SessionEndReason,
      options: { except?: string; trx?: Knex.Transaction } = {},
    ) => sessions.endAll(accountId, reason, Date.now(), options),

    /** The account's live sessions as Edit Profile shows them, the caller's marked. */
    async list(accountId: string, currentSessionId: string): Promise<AccountSession[]> {
      const live = await sessions.listLive(accountId, Date.now());
      return live.map((session) => ({
        _id: session.id,
        device: session.device,
        createdAt: iso(session.createdAt),
        lastUsedAt: iso(session.lastUsedAt),
        current: session.id === currentSessionId,
      }));
    },
  };
}

export type AccountSessions = ReturnType<typeof accountSessions>;
