import type { Knex } from 'knex';
import type { AdminUser } from '@drops/contracts';
import { parseJson } from '@drops/db';

interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  permissions: unknown;
  status?: string;
}

export interface AdminUserWithPassword {
  user: AdminUser;
  passwordHash: string;
}

/** Anything but a literal `true` under `admin` grants nothing. */
function permissionsOf(value: unknown): { admin: boolean } {
  const parsed = parseJson<unknown>(value, {});
  const admin =
    typeof parsed === 'object' && parsed !== null && (parsed as { admin?: unknown }).admin === true;
  return { admin };
}

function userOf(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    permissions: permissionsOf(row.permissions),
  };
}

export function createAdminUsersRepository(db: Knex) {
  return {
    /** The administrator a token names, as stored now (null once removed). */
    async findById(id: string, trx: Knex | Knex.Transaction = db): Promise<AdminUser | null> {
      const row = await trx<AdminUserRow>('admin_users').where({ id }).first();
      return row ? userOf(row) : null;
    },

    /**
     * The administrator a token names, while they may sign in: an invited (no password yet) or
     * disabled administrator's token is refused like a removed one's (issue 30 item 5).
     */
    async findActiveById(id: string, trx: Knex | Knex.Transaction = db): Promise<AdminUser | null> {
      const row = await trx<AdminUserRow>('admin_users').where({ id }).first();
      return row && (row.status ?? 'active') === 'active' ? userOf(row) : null;
    },

    /** Emails are stored lower-cased (see the seed), so the lookup lower-cases too. */
    async findByEmail(
      email: string,
      trx: Knex | Knex.Transaction = db,
    ): Promise<AdminUserWithPassword | null> {
      const row = await trx<AdminUserRow>('admin_users')
        .where({ email: email.trim().toLowerCase() })
        .first();
      if (!row) return null;
      return { user: userOf(row), passwordHash: row.password_hash };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

/**
 * The decorator under which this module's face keeps its repository: a symbol that only the
 * module's own files import (lint forbids the rest), so no other module reaches the administrators' SQL.
 */
export const adminUsersRepository = Symbol('adminUsersRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [adminUsersRepository]: AdminUsersRepository;
  }
}
