import type { Knex } from 'knex';
import type { AdminAccount, AdminAccountStatus } from '@drops/contracts';
import { newId, parseJson, toJson } from '@drops/db';

type Db = Knex | Knex.Transaction;

interface AdminAccountRow {
  id: string;
  email: string;
  username: string;
  status: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
  password_hash: string;
  permissions: unknown;
  created_at: number | string;
  updated_at: number | string;
  last_sign_in_at: number | string | null;
}

/** What the sign-in and the second-factor routes need to know of an administrator. */
export interface AdminSecurity {
  status: AdminAccountStatus;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
const statusOf = (value: string): AdminAccountStatus =>
  value === 'invited' || value === 'disabled' ? value : 'active';

function accountOf(row: AdminAccountRow): AdminAccount {
  const lastSignIn = numberOrNull(row.last_sign_in_at);
  return {
    _id: row.id,
    email: row.email,
    username: row.username,
    status: statusOf(row.status),
    secondFactor: row.totp_secret !== null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastSignInAt: lastSignIn === null ? null : new Date(lastSignIn).toISOString(),
  };
}

/**
 * Issue 30 item 5: administrators' accounts beyond the sign-in (status, invitations, TOTP and
 * recovery codes, the challenges between the password and the code). Secrets of a link or a
 * code are kept as their SHA-256 only; the TOTP secret itself must be kept to check codes.
 */
export function createAdminAccountsRepository(db: Knex) {
  const users = (trx: Db) => trx<AdminAccountRow>('admin_users');
  return {
    /** The accounts holding the admin flag (a user without it is no administrator). */
    async list(trx: Db = db): Promise<AdminAccount[]> {
      const rows = await users(trx).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows
        .filter((row) => parseJson<{ admin?: unknown }>(row.permissions, {}).admin === true)
        .map(accountOf);
    },

    async find(id: string, trx: Db = db): Promise<AdminAccount | null> {
      const row = await users(trx).where({ id }).first();
      return row ? accountOf(row) : null;
    },

    async security(id: string, trx: Db = db): Promise<AdminSecurity | null> {
      const row = await users(trx).where({ id }).first();
      if (!row) return null;
      return {
        status: statusOf(row.status),
        totpSecret: row.totp_secret,
        totpPendingSecret: row.totp_pending_secret,
        totpLastStep: numberOrNull(row.totp_last_step),
      };
    },

    /** The invited administrator's row (its password unusable until the invitation is accepted). */
    async insertInvited(trx: Db, email: string, unusableHash: string): Promise<string> {
      const id = newId();
      const now = Date.now();
      await trx('admin_users').insert({
        id,
        username: email.split('@')[0]?.slice(0, 50) ?? email,
        email,
        password_hash: unusableHash,
        permissions: toJson({ admin: true }),
        status: 'invited',
        created_at: now,
        updated_at: now,
      });
      return id;
    },

    /** One pending invitation per administrator: a new one replaces the old link. */
    async replaceInvitation(
      trx: Db,
      invitation: { adminId: string; tokenHash: string; invitedBy: string; expiresAt: number },
    ): Promise<void> {
      await trx('admin_invitations').where({ admin_id: invitation.adminId }).delete();
      await trx('admin_invitations').insert({
        admin_id: invitation.adminId,
        token_hash: invitation.tokenHash,
        invited_by: invitation.invitedBy,
        expires_at: invitation.expiresAt,
      });
    },

    /** Takes a valid invitation (once): the invited administrator's id, or null. */
    async useInvitation(trx: Db, tokenHash: string, now: number): Promise<string | null> {
      const row = await trx('admin_invitations')
        .where({ token_hash: tokenHash })
        .forUpdate()
        .first<{ admin_id: string; expires_at: number | string } | undefined>();
      if (!row) return null;
      await trx('admin_invitations').where({ token_hash: tokenHash }).delete();
      return Number(row.expires_at) > now ? row.admin_id : null;
    },

    async activate(trx: Db, id: string, passwordHash: string): Promise<void> {
      await users(trx)
        .where({ id, status: 'invited' })
        .update({ password_hash: passwordHash, status: 'active', updated_at: Date.now() });
    },

    async setStatus(trx: Db, id: string, status: 'active' | 'disabled'): Promise<void> {
      await users(trx).where({ id }).update({ status, updated_at: Date.now() });
    },

    /** The active administrators' ids, locked so two disables at once cannot leave none. */
    async lockActiveIds(trx: Db): Promise<string[]> {
      const rows = await users(trx).where({ status: 'active' }).forUpdate().select('id');
      return rows.map((row) => row.id);
    },

    async recordSignIn(id: string, now: number, trx: Db = db): Promise<void> {
      await users(trx).where({ id }).update({ last_sign_in_at: now });
    },

    async setPendingSecret(id: string, secret: string, trx: Db = db): Promise<void> {
      await users(trx).where({ id }).update({ totp_pending_secret: secret });
    },

    /** Turns TOTP on with its first code's time step, and replaces the recovery codes. */
    async enableTotp(
      trx: Db,
      id: string,
      secret: string,
      step: number,
      recoveryCodeHashes: string[],
    ): Promise<void> {
      await users(trx)
        .where({ id })
        .update({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step });
      await trx('admin_recovery_codes').where({ admin_id: id }).delete();
      await trx('admin_recovery_codes').insert(
        recoveryCodeHashes.map((hash) => ({ code_hash: hash, admin_id: id, used_at: null })),
      );
    },

    async disableTotp(trx: Db, id: string): Promise<void> {
      await users(trx)
        .where({ id })
        .update({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });
      await trx('admin_recovery_codes').where({ admin_id: id }).delete();
    },

    /** Records a TOTP code's time step, only if later than the last one (a code works once). */
    async useTotpStep(id: string, step: number, trx: Db = db): Promise<boolean> {
      const updated = await users(trx)
        .where({ id })
        .andWhere((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      return updated === 1;
    },

    /** Spends an unused recovery code of this administrator: false when there is none. */
    async useRecoveryCode(id: string, codeHash: string, now: number, trx: Db = db) {
      const updated = await trx('admin_recovery_codes')
        .where({ code_hash: codeHash, admin_id: id })
        .whereNull('used_at')
        .update({ used_at: now });
      return updated === 1;
    },

    async addChallenge(challenge: {
      hash: string;
      adminId: string;
      enrollmentSecret: string | null;
      expiresAt: number;
    }): Promise<void> {
      await db('admin_sign_in_challenges').insert({
        challenge_hash: challenge.hash,
        admin_id: challenge.adminId,
        enrollment_secret: challenge.enrollmentSecret,
        expires_at: challenge.expiresAt,
      });
    },

    async findChallenge(hash: string, now: number) {
      const row = await db('admin_sign_in_challenges')
        .where({ challenge_hash: hash })
        .where('expires_at', '>', now)
        .first<{ admin_id: string; enrollment_secret: string | null } | undefined>();
      return row ? { adminId: row.admin_id, enrollmentSecret: row.enrollment_secret } : null;
    },

    /** A challenge works once: false when another request took it first. */
    async takeChallenge(hash: string): Promise<boolean> {
      return (await db('admin_sign_in_challenges').where({ challenge_hash: hash }).delete()) === 1;
    },
  };
}

export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;
