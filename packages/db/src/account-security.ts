import type { Knex } from 'knex';
import { isMysql, tablesMigration, type Migration } from './migrate';
import { isUniqueViolation, takeSingleUseToken } from './sql';

/**
 * Issue 30, what sellers' and administrators' accounts share: password reset tokens and the
 * per-account sign-in throttle. Each service keeps its own two tables (their names given here),
 * so the mechanics live once and the tables stay with the module that owns the accounts.
 */
export interface AccountSecurityTables {
  /** The accounts themselves (`id`, `password_hash`), owned by the same module. */
  accounts: string;
  /** One row per token: its SHA-256, the account, when it was made, expires and was used. */
  resetTokens: string;
  /** One row per account that failed to sign in lately. */
  signInFailures: string;
}

/** A service's two tables, named after its accounts: `<prefix>_password_resets` and so on. */
export function accountSecurityTablesOf(prefix: string, accounts: string): AccountSecurityTables {
  return {
    accounts,
    resetTokens: `${prefix}_password_resets`,
    signInFailures: `${prefix}_sign_in_failures`,
  };
}

export const accountSecurityRules = {
  /** A reset link works once, within 30 minutes. */
  resetTokenLifetimeMs: 30 * 60_000,
  /** At most this many reset mails per account per window, whoever asks (issue 30). */
  resetMailsPerWindow: 3,
  resetMailWindowMs: 60 * 60_000,
  /** 5 failures within 15 minutes, from any address, pause the account's sign-ins 15 minutes. */
  failuresBeforeLock: 5,
  failureWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** The migration of both tables (a module's migration gives its own names). */
export function accountSecurityMigration(tables: AccountSecurityTables): Migration {
  return tablesMigration({
    [tables.resetTokens]: (table) => {
      table.string('token_hash', 64).primary();
      table.string('account_id', 24).notNullable();
      table.bigInteger('created_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('used_at').nullable();
      table.index(['account_id', 'created_at'], `${tables.resetTokens}_account`);
    },
    [tables.signInFailures]: (table) => {
      table.string('account_id', 24).primary();
      table.integer('failures').notNullable();
      table.bigInteger('window_started_at').notNullable();
      table.bigInteger('locked_until').notNullable().defaultTo(0);
    },
  });
}

interface FailureRow {
  failures: unknown;
  window_started_at: unknown;
  locked_until: unknown;
}

/** All SQL on the two tables; timestamps in epoch milliseconds, `now` given by the caller. */
export function createAccountSecurityRepository(db: Knex, tables: AccountSecurityTables) {
  const rules = accountSecurityRules;
  const tokens = (trx?: Knex | Knex.Transaction) => (trx ?? db)(tables.resetTokens);
  const failures = (trx?: Knex | Knex.Transaction) => (trx ?? db)(tables.signInFailures);

  return {
    /**
     * Records a new token unless the account had three within the hour (answers whether it did),
     * in the caller's transaction. The account's row is locked first, so asks at once for one
     * account are counted one after another.
     */
    async addResetToken(
      trx: Knex.Transaction,
      accountId: string,
      tokenHash: string,
      now: number,
    ): Promise<boolean> {
      const account = trx(tables.accounts).where({ id: accountId });
      if (isMysql(trx)) account.forUpdate();
      if (!(await account.first('id'))) return false;
      const recent = (await tokens(trx)
        .where({ account_id: accountId })
        .andWhere('created_at', '>', now - rules.resetMailWindowMs)
        .count({ count: '*' })
        .first()) as { count?: unknown } | undefined;
      if (Number(recent?.count ?? 0) >= rules.resetMailsPerWindow) return false;
      await tokens(trx).insert({
        token_hash: tokenHash,
        account_id: accountId,
        created_at: now,
        expires_at: now + rules.resetTokenLifetimeMs,
        used_at: null,
      });
      return true;
    },

    async setPasswordHash(trx: Knex.Transaction, accountId: string, hash: string): Promise<void> {
      await trx(tables.accounts).where({ id: accountId }).update({ password_hash: hash });
    },

    /**
     * Marks the token used if it is unused and unexpired, in the caller's transaction; answers
     * its account, or null. The conditional update makes two uses at once end with one winner.
     */
    async useResetToken(
      trx: Knex.Transaction,
      tokenHash: string,
      now: number,
    ): Promise<string | null> {
      const row = (await tokens(trx).where({ token_hash: tokenHash }).first('account_id')) as
        { account_id: string } | undefined;
      if (!row) return null;
      if (!(await takeSingleUseToken(tokens(trx), tokenHash, now))) return null;
      // Older links of the account stop working too: the newest password is the one chosen.
      await tokens(trx)
        .where({ account_id: row.account_id })
        .whereNull('used_at')
        .update({ used_at: now });
      return row.account_id;
    },

    /** Whether the account's sign-ins are paused now. */
    async isLocked(accountId: string, now: number): Promise<boolean> {
      const row = (await failures().where({ account_id: accountId }).first('locked_until')) as
        Pick<FailureRow, 'locked_until'> | undefined;
      return Number(row?.locked_until ?? 0) > now;
    },

    /**
     * Counts a failed sign-in; answers true when this failure locks the account (once per lock,
     * so its owner is mailed once). A window older than 15 minutes starts again.
     */
    async recordFailure(accountId: string, now: number): Promise<boolean> {
      try {
        return await recordFailureOnce(accountId, now);
      } catch (error) {
        // Two first failures at once: one inserted the row, the other counts on it.
        if (isUniqueViolation(error)) return recordFailureOnce(accountId, now);
        throw error;
      }
    },

    /** A successful sign-in or reset forgets the failures and lifts a lock. */
    async clearFailures(accountId: string, trx?: Knex.Transaction): Promise<void> {
      await failures(trx).where({ account_id: accountId }).delete();
    },
  };

  function recordFailureOnce(accountId: string, now: number): Promise<boolean> {
    return db.transaction(async (trx) => {
      const query = failures(trx).where({ account_id: accountId });
      if (isMysql(trx)) query.forUpdate();
      const row = (await query.first()) as FailureRow | undefined;
      const fresh = !row || Number(row.window_started_at) <= now - rules.failureWindowMs;
      const count = fresh ? 1 : Number(row.failures) + 1;
      const windowStartedAt = fresh ? now : Number(row.window_started_at);
      const wasLocked = Number(row?.locked_until ?? 0) > now;
      const locks = !wasLocked && count >= rules.failuresBeforeLock;
      const lockedUntil = locks ? now + rules.lockMs : Number(row?.locked_until ?? 0);
      // After a lock the count starts again, so the next lock needs five more failures.
      const values = {
        failures: locks ? 0 : count,
        window_started_at: locks ? now : windowStartedAt,
        locked_until: lockedUntil,
      };
      if (row) await failures(trx).where({ account_id: accountId }).update(values);
      else await failures(trx).insert({ account_id: accountId, ...values });
      return locks;
    });
  }
}

export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
