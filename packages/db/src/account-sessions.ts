import type { Knex } from 'knex';
import { isMysql, tablesMigration, type Migration } from './migrate';

/**
 * Issue 30 item 3, what sellers' and administrators' sign-ins share: a session per sign-in and
 * the refresh tokens that keep it going. Each token is used once; the next one is handed out in
 * its place (rotation). A token used a second time means someone holds a copy, so its whole
 * session (the family) ends. Only SHA-256 hashes of tokens are kept. Each service keeps its own
 * two tables, named here by the module that owns the accounts.
 */
export interface AccountSessionTables {
  /** One row per sign-in: its id is the access token's `sid`. */
  sessions: string;
  /** One row per refresh token ever handed out: its hash, its session, when it was used. */
  refreshTokens: string;
}

/** A service's two tables, named after its accounts: `<prefix>_sessions` and so on. */
export function accountSessionTablesOf(prefix: string): AccountSessionTables {
  return { sessions: `${prefix}_sessions`, refreshTokens: `${prefix}_refresh_tokens` };
}

export interface AccountSessionRules {
  /** A session ends when no refresh came for this long (sellers: 30 days of activity). */
  idleMs: number;
  /** And in any case this long after the sign-in (administrators: 12 hours). */
  maxAgeMs: number;
}

/** Why a session ended, kept on its row. */
export type SessionEndReason = 'logout' | 'ended' | 'ended-all' | 'reuse' | 'password' | 'rejected';

export interface AccountSession {
  id: string;
  accountId: string;
  device: string;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** What a refresh token leads to. */
export type RefreshOutcome =
  | { result: 'rotated'; session: AccountSession }
  | { result: 'invalid' }
  /** A used token came back: the session has just been ended. */
  | { result: 'reused' };

/**
 * A used token coming back this soon after its use is a race between tabs (the second sent the
 * cookie before the first one's answer replaced it), not a copy.
 */
export const refreshRaceGraceMs = 2_000;

/** A device line is kept short: a browser's user agent can be long and says nothing more. */
export const sessionDeviceMaxLength = 200;

/** The migration of both tables (a module's migration gives its own names). */
export function accountSessionMigration(tables: AccountSessionTables): Migration {
  return tablesMigration({
    [tables.sessions]: (table) => {
      table.string('id', 24).primary();
      table.string('account_id', 24).notNullable();
      table.string('device', sessionDeviceMaxLength).notNullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('last_used_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('ended_at').nullable();
      table.string('end_reason', 16).nullable();
      table.index(['account_id', 'ended_at'], `${tables.sessions}_account`);
    },
    [tables.refreshTokens]: (table) => {
      table.string('token_hash', 64).primary();
      table.string('session_id', 24).notNullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('used_at').nullable();
      table.index(['session_id'], `${tables.refreshTokens}_session`);
    },
  });
}

interface SessionRow {
  id: string;
  account_id: string;
  device: string;
  created_at: unknown;
  last_used_at: unknown;
  expires_at: unknown;
}

const sessionOf = (row: SessionRow): AccountSession => ({
  id: row.id,
  accountId: row.account_id,
  device: row.device,
  createdAt: Number(row.created_at),
  lastUsedAt: Number(row.last_used_at),
  expiresAt: Number(row.expires_at),
});

/** All SQL on the two tables; times in epoch milliseconds, `now` given by the caller. */
export function createAccountSessionRepository(
  db: Knex,
  tables: AccountSessionTables,
  rules: AccountSessionRules,
) {
  const sessions = (trx?: Knex | Knex.Transaction) => (trx ?? db)(tables.sessions);
  const tokens = (trx?: Knex | Knex.Transaction) => (trx ?? db)(tables.refreshTokens);
  const live = (now: number) => (query: Knex.QueryBuilder) =>
    query.whereNull('ended_at').andWhere('expires_at', '>', now);

  const nextExpiry = (createdAt: number, now: number) =>
    Math.min(now + rules.idleMs, createdAt + rules.maxAgeMs);

  return {
    /** A new session with its first refresh token (hash given by the caller). */
    async start(
      session: { id: string; accountId: string; device: string },
      tokenHash: string,
      now: number,
    ): Promise<AccountSession> {
      const row = {
        id: session.id,
        account_id: session.accountId,
        device: session.device.slice(0, sessionDeviceMaxLength),
        created_at: now,
        last_used_at: now,
        expires_at: nextExpiry(now, now),
      };
      await db.transaction(async (trx) => {
        await sessions(trx).insert({ ...row, ended_at: null, end_reason: null });
        await tokens(trx).insert({
          token_hash: tokenHash,
          session_id: session.id,
          created_at: now,
          used_at: null,
        });
      });
      return sessionOf(row);
    },

    /**
     * Uses a refresh token once and records its successor. The conditional update makes two
     * uses at once end with one winner; the loser is a reuse like any later one.
     */
    refresh(tokenHash: string, nextTokenHash: string, now: number): Promise<RefreshOutcome> {
      return db.transaction(async (trx): Promise<RefreshOutcome> => {
        const token = (await tokens(trx).where({ token_hash: tokenHash }).first()) as
          { session_id: string; used_at: unknown } | undefined;
        if (!token) return { result: 'invalid' };
        // Two tabs of one browser refreshing at once send the same cookie: the later one is
        // refused but the session goes on (the browser now holds the winner's token).
        if (token.used_at !== null && now - Number(token.used_at) < refreshRaceGraceMs)
          return { result: 'invalid' };
        const taken =
          token.used_at === null
            ? await tokens(trx)
                .where({ token_hash: tokenHash })
                .whereNull('used_at')
                .update({ used_at: now })
            : 0;
        // Used by another call between our read and our update: the same race.
        if (taken !== 1 && token.used_at === null) return { result: 'invalid' };
        if (taken !== 1) {
          const ended = await sessions(trx)
            .where({ id: token.session_id })
            .whereNull('ended_at')
            .update({ ended_at: now, end_reason: 'reuse' });
          return ended > 0 ? { result: 'reused' } : { result: 'invalid' };
        }
        const query = sessions(trx).where({ id: token.session_id }).modify(live(now));
        if (isMysql(trx)) query.forUpdate();
        const row = (await query.first()) as SessionRow | undefined;
        if (!row) return { result: 'invalid' };
        const expiresAt = nextExpiry(Number(row.created_at), now);
        await sessions(trx)
          .where({ id: row.id })
          .update({ last_used_at: now, expires_at: expiresAt });
        await tokens(trx).insert({
          token_hash: nextTokenHash,
          session_id: row.id,
          created_at: now,
          used_at: null,
        });
        return {
          result: 'rotated',
          session: sessionOf({ ...row, last_used_at: now, expires_at: expiresAt }),
        };
      });
    },

    /** Whether the session is alive and belongs to the account (checked on every call). */
    async isAlive(sessionId: string, accountId: string, now: number): Promise<boolean> {
      const row = await sessions()
        .where({ id: sessionId, account_id: accountId })
        .modify(live(now))
        .first('id');
      return row !== undefined;
    },

    /** The account's live sessions, the one used last first. */
    async listLive(accountId: string, now: number): Promise<AccountSession[]> {
      const rows = (await sessions()
        .where({ account_id: accountId })
        .modify(live(now))
        .orderBy([
          { column: 'last_used_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select(
          'id',
          'account_id',
          'device',
          'created_at',
          'last_used_at',
          'expires_at',
        )) as SessionRow[];
      return rows.map(sessionOf);
    },

    /** Ends one session of the account; answers whether it was alive. */
    async end(
      accountId: string,
      sessionId: string,
      reason: SessionEndReason,
      now: number,
    ): Promise<boolean> {
      const ended = await sessions()
        .where({ id: sessionId, account_id: accountId })
        .whereNull('ended_at')
        .update({ ended_at: now, end_reason: reason });
      return ended > 0;
    },

    /**
     * Ends every session of the account but `except` (the caller's own, when it stays signed
     * in), in the caller's transaction when given; answers how many ended.
     */
    async endAll(
      accountId: string,
      reason: SessionEndReason,
      now: number,
      options: { except?: string; trx?: Knex.Transaction } = {},
    ): Promise<number> {
      const query = sessions(options.trx).where({ account_id: accountId }).whereNull('ended_at');
      if (options.except) query.whereNot({ id: options.except });
      return query.update({ ended_at: now, end_reason: reason });
    },
  };
}

export type AccountSessionRepository = ReturnType<typeof createAccountSessionRepository>;
