import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Seller } from '@drops/contracts';
import {
  newId,
  newSellerRow,
  sellerChangesToRow,
  sellerFromRow,
  type NewSellerValues,
  type SellerChanges,
  type SellerRow,
} from '@drops/db';

export type UniqueSellerField = 'email' | 'username';

/** An insert or update hit the unique email or username index (a concurrent sign-up won). */
export class SellerUniqueViolation extends Error {
  constructor(readonly field: UniqueSellerField) {
    super(`duplicate seller ${field}`);
    this.name = 'SellerUniqueViolation';
  }
}

/** The unique index a driver error names, or null when it is some other failure. */
function uniqueFieldOf(error: unknown): UniqueSellerField | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  // knex prefixes the statement (which lists every column), so read only the index the driver names:
  // MySQL/MariaDB "for key 'sellers_email_unique'", SQLite "UNIQUE constraint failed: sellers.email".
  const index =
    code === 'ER_DUP_ENTRY'
      ? /for key '([^']+)'/.exec(message)?.[1]
      : code === 'SQLITE_CONSTRAINT_UNIQUE'
        ? /UNIQUE constraint failed: (\S+)/.exec(message)?.[1]
        : undefined;
  if (!index) return null;
  if (index.includes('username_key')) return 'username';
  if (index.includes('email')) return 'email';
  return null;
}

async function rethrowUnique<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const field = uniqueFieldOf(error);
    throw field ? new SellerUniqueViolation(field) : error;
  }
}

export interface SellerCredentials {
  seller: Seller;
  passwordHash: string;
}

/** All SQL on `sellers`. Methods take an optional transaction opened by the caller. */
export function createSellersRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<SellerRow>('sellers');

  return {
    async findById(id: string, trx?: Knex.Transaction): Promise<Seller | null> {
      const row = await table(trx).where({ id }).first();
      return row ? sellerFromRow(row) : null;
    },

    /** Reads the seller and, on MySQL, locks the row until the transaction ends. */
    async findByIdForUpdate(id: string, trx: Knex.Transaction): Promise<Seller | null> {
      const query = table(trx).where({ id });
      // SQLite has a single writer already; knex only warns about FOR UPDATE there.
      if (db.client.config.client === 'mysql2') query.forUpdate();
      const row = await query.first();
      return row ? sellerFromRow(row) : null;
    },

    async findCredentialsByEmail(
      email: string,
      trx?: Knex.Transaction,
    ): Promise<SellerCredentials | null> {
      const row = await table(trx).where({ email: email.toLowerCase() }).first();
      return row ? { seller: sellerFromRow(row), passwordHash: row.password_hash } : null;
    },

    /** Which of the email and username (case-insensitive) another seller already holds. */
    async findTaken(
      candidate: { email?: string; username?: string; exceptId?: string },
      trx?: Knex.Transaction,
    ): Promise<Record<UniqueSellerField, boolean>> {
      const taken = { email: false, username: false };
      const email = candidate.email?.toLowerCase();
      const usernameKey = candidate.username?.toLowerCase();
      if (email === undefined && usernameKey === undefined) return taken;
      const query = table(trx)
        .select('email', 'username_key')
        .where((where) => {
          if (email !== undefined) where.orWhere({ email });
          if (usernameKey !== undefined) where.orWhere({ username_key: usernameKey });
        });
      if (candidate.exceptId) query.whereNot({ id: candidate.exceptId });
      for (const row of await query) {
        if (email !== undefined && row.email === email) taken.email = true;
        if (usernameKey !== undefined && row.username_key === usernameKey) taken.username = true;
      }
      return taken;
    },

    /** Inserts a seller; throws SellerUniqueViolation when the email or username is taken. */
    async create(values: NewSellerValues, trx?: Knex.Transaction): Promise<Seller> {
      const row = newSellerRow(newId(), values, Date.now());
      await rethrowUnique(table(trx).insert(row));
      return sellerFromRow(row);
    },

    /** Applies changes; null when the seller is gone. Throws SellerUniqueViolation like create. */
    async update(
      id: string,
      changes: SellerChanges,
      trx?: Knex.Transaction,
    ): Promise<Seller | null> {
      await rethrowUnique(table(trx).where({ id }).update(sellerChangesToRow(changes, Date.now())));
      return this.findById(id, trx);
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sellersRepository: SellersRepository;
  }
}

export const sellersRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('sellersRepository', createSellersRepository(app.db));
  },
  { name: 'sellers-repository', dependencies: ['drops-database'] },
);
