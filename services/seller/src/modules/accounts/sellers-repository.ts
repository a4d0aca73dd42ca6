import type { Knex } from 'knex';
import type {
  AccountType,
  AdminSellerStatus,
  Seller,
  SellerContact,
  SellerExportRow,
} from '@drops/contracts';
import {
  keysetBatchOf,
  likeClause,
  newestFirstAfter,
  newId,
  type KeysetBatch,
  type KeysetPosition,
  type Outbox,
  type ServiceEvent,
} from '@drops/db';
import { sellerEventOf, sellerEventTypeOf, type SellerEventType } from './domain/seller-events';
import {
  recordedReviewOf,
  newSellerRow,
  sellerChangesToRow,
  sellerContactOf,
  sellerExportColumns,
  sellerExportRowOf,
  sellerFromRow,
  type SellerExportColumns,
  type NewSellerValues,
  type RecordedReview,
  type SellerChanges,
  type SellerRow,
} from './seller-row';

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

/**
 * A compare-and-set write found the seller at another version than the one the client edited
 * (issue 17): someone saved it in between.
 */
export class StaleSellerVersion extends Error {
  constructor() {
    super('the seller was written since the version the client sent');
    this.name = 'StaleSellerVersion';
  }
}

export interface SellerCredentials {
  seller: Seller;
  passwordHash: string;
  review: RecordedReview;
}

/** A seller with what was recorded of the decisions on its account. */
export interface SellerRecord {
  seller: Seller;
  review: RecordedReview;
}

/** Something more to do in the transaction that wrote a seller event (its notification). */
export type AfterSellerEvent = (trx: Knex.Transaction, event: ServiceEvent) => Promise<void>;

/**
 * All SQL on `sellers`. Methods take an optional transaction opened by the caller. Every write
 * that another service must learn about appends its event to the outbox in the same transaction.
 */
export function createSellersRepository(
  db: Knex,
  outbox: Outbox,
  afterEvent: AfterSellerEvent = async () => {},
) {
  const record = async (t: Knex.Transaction, event: Parameters<Outbox['append']>[1]) =>
    afterEvent(t, await outbox.append(t, event));
  const table = (trx?: Knex.Transaction) => (trx ?? db)<SellerRow>('sellers');
  /** A write's columns: every write of a seller raises its version in the same UPDATE. */
  const written = (t: Knex.Transaction, changes: SellerChanges) => ({
    ...sellerChangesToRow(changes, Date.now()),
    version: t.raw('version + 1'),
  });
  const inTransaction = <T>(
    trx: Knex.Transaction | undefined,
    work: (t: Knex.Transaction) => Promise<T>,
  ) => (trx ? work(trx) : db.transaction(work));

  return {
    async findById(id: string, trx?: Knex.Transaction): Promise<Seller | null> {
      const row = await table(trx).where({ id }).first();
      return row ? sellerFromRow(row) : null;
    },

    async findRecordById(id: string, trx?: Knex.Transaction): Promise<SellerRecord | null> {
      const row = await table(trx).where({ id }).first();
      return row ? { seller: sellerFromRow(row), review: recordedReviewOf(row) } : null;
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
      return row
        ? {
            seller: sellerFromRow(row),
            passwordHash: row.password_hash,
            review: recordedReviewOf(row),
          }
        : null;
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
      return this.createWithId(newId(), values, trx);
    },

    /** Create with a known id (the demo seed's fixed ones). */
    async createWithId(
      id: string,
      values: NewSellerValues,
      trx?: Knex.Transaction,
    ): Promise<Seller> {
      const row = newSellerRow(id, values, Date.now());
      const seller = sellerFromRow(row);
      await inTransaction(trx, async (t) => {
        await rethrowUnique(table(t).insert(row));
        await record(t, sellerEventOf('seller.registered', seller));
      });
      return seller;
    },

    /**
     * Applies changes; null when the seller is gone. Throws SellerUniqueViolation like create.
     * `event` names what happened (an approval); otherwise it is read from what changed. With
     * `expectedVersion` the UPDATE is a compare-and-set: a seller that moved on is left as it is
     * and StaleSellerVersion thrown.
     */
    async update(
      id: string,
      changes: SellerChanges,
      trx?: Knex.Transaction,
      event?: SellerEventType,
      expectedVersion?: number,
    ): Promise<Seller | null> {
      return inTransaction(trx, async (t) => {
        const before = await this.findById(id, t);
        if (!before) return null;
        const target = table(t).where({ id });
        if (expectedVersion !== undefined) target.where('version', expectedVersion);
        const count = await rethrowUnique(target.update(written(t, changes)));
        if (count === 0) throw new StaleSellerVersion();
        const stored = await this.findRecordById(id, t);
        const after = stored?.seller ?? null;
        const type = after && (event ?? sellerEventTypeOf(before, after));
        if (stored && type) {
          const decided = type === 'seller.approved' || type === 'seller.rejected';
          const decision = { reason: stored.review.reason, note: stored.review.note };
          await record(t, sellerEventOf(type, stored.seller, decided ? decision : undefined));
        }
        return after;
      });
    },

    /**
     * Marks a flex seller invited unless already invited: the condition sits in the UPDATE so
     * two clicks invite once. Answers whether this call invited.
     */
    async markInvited(id: string, trx?: Knex.Transaction): Promise<boolean> {
      return inTransaction(trx, async (t) => {
        const changed = await table(t)
          .where({ id, account_type: 'flex' })
          .andWhere((inner) => inner.whereNull('invitation').orWhereNot('invitation', 'invited'))
          .update(written(t, { invitation: 'invited' }));
        const seller = changed > 0 ? await this.findById(id, t) : null;
        if (seller) await record(t, sellerEventOf('seller.invited', seller));
        return changed > 0;
      });
    },

    /** The review list: newest first, filtered, one page and the total. */
    async list(
      filter: SellerListFilter & { page: number; limit: number },
      trx?: Knex.Transaction,
    ): Promise<{ items: Seller[]; total: number }> {
      const offset = (filter.page - 1) * filter.limit;
      const countRow = (await filtered(table(trx), filter).count({ count: '*' }).first()) as
        { count?: unknown } | undefined;
      const total = Number(countRow?.count ?? 0);
      if (offset >= total) return { items: [], total };
      const rows = (await filtered(table(trx), filter)
        .select('*')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit)
        .offset(offset)) as SellerRow[];
      return { items: rows.map(sellerFromRow), total };
    },

    /**
     * The review list's filters, `limit` sellers newest first after `after` (keyset: an export
     * walks the table once, with no total counted and no row twice however long it takes).
     */
    async batch(
      filter: SellerListFilter & { limit: number; after?: KeysetPosition },
      trx?: Knex.Transaction,
    ): Promise<KeysetBatch<SellerExportRow>> {
      // The export's columns only (a seller's other fields cross for nothing a million times).
      const rows = (await newestFirstAfter(filtered(table(trx), filter), filter.after)
        .select(sellerExportColumns)
        .limit(filter.limit)) as SellerExportColumns[];
      return keysetBatchOf(
        rows,
        filter.limit,
        (row) => ({ createdAt: Number(row.created_at), id: row.id }),
        sellerExportRowOf,
      );
    },

    /** Several sellers at once (a page of products' sellers): one query, found ones only. */
    async findByIds(ids: string[], trx?: Knex.Transaction): Promise<Seller[]> {
      if (ids.length === 0) return [];
      const rows = (await table(trx).whereIn('id', ids)) as SellerRow[];
      return rows.map(sellerFromRow);
    },

    /** The contacts (id, username, email) of several sellers: a batch of the product export. */
    async contactsByIds(ids: string[], trx?: Knex.Transaction): Promise<SellerContact[]> {
      if (ids.length === 0) return [];
      const rows = await table(trx).select('id', 'username', 'email').whereIn('id', ids);
      return rows.map(sellerContactOf);
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;

export interface SellerListFilter {
  status?: AdminSellerStatus;
  accountType?: AccountType;
  search?: string;
  /** Issue 30 item 2: 'true' verified emails only, 'false' not yet verified. */
  emailVerified?: 'true' | 'false';
}

/** Spec section 4: rejected = not active; approved = active and approved; pending = active, not approved. */
function filtered(query: Knex.QueryBuilder, filter: SellerListFilter): Knex.QueryBuilder {
  if (filter.status === 'rejected') query.where('is_active', false);
  if (filter.status === 'approved') query.where({ is_active: true, is_approved: true });
  if (filter.status === 'pending') query.where({ is_active: true, is_approved: false });
  if (filter.accountType) query.where('account_type', filter.accountType);
  if (filter.emailVerified === 'true') query.whereNotNull('email_verified_at');
  if (filter.emailVerified === 'false') query.whereNull('email_verified_at');
  if (filter.search) {
    const search = filter.search;
    query.where((inner) => {
      for (const column of ['username', 'email', 'full_name'])
        inner.orWhereRaw(...likeClause(column, search));
    });
  }
  return query;
}
