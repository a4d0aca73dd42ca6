import type { Knex } from 'knex';
import type { AuditAction, AuditLogEntry, AuditTargetType } from '@drops/contracts';
import { countOf, newId, offsetOf, parseJson, toIso, toJson, type Page } from '@drops/db';
import { auditLogTotalTable } from './migrations/003-audit-log-total';
import { createAuditCountCache } from './audit-count-cache';

const table = 'admin_audit_log';

interface AuditLogRow {
  seq: number | string;
  id: string;
  created_at: number | string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  target_name: string | null;
  before_values: string | null;
  after_values: string | null;
  reason: string | null;
  note: string | null;
  request_id: string | null;
}

/** What an action records; the time and id are the repository's. */
export interface NewAuditEntry {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  note?: string | null;
  requestId?: string | null;
}

export interface AuditLogFilters {
  /** An administrator's id, or an email (compared lower-cased). */
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** A target's id, or the start of its recorded name (any letter case). */
  target?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

/**
 * `%` and `_` in a searched name are the characters themselves. `!` escapes them: a backslash
 * means one thing in MySQL's literals and another in SQLite's. LIKE ignores letter case in both
 * (MySQL's collation, SQLite's ASCII rule), and a prefix uses the name's index.
 */
const likePrefixOf = (text: string) => `${text.replace(/[!%_]/g, (match) => `!${match}`)}%`;

/**
 * The target's name in the values an entry recorded: a seller's username, an administrator's
 * email, else a name.
 */
function targetNameOf(entry: NewAuditEntry): string | null {
  const values = { ...entry.before, ...entry.after };
  const field = { seller: 'username', admin: 'email' }[entry.targetType as string] ?? 'name';
  const name = values[field];
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}

const valuesOf = (value: string | null) =>
  value === null ? null : parseJson<Record<string, unknown> | null>(value, null);

function toEntry(row: AuditLogRow): AuditLogEntry {
  return {
    _id: row.id,
    createdAt: toIso(row.created_at),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    targetType: row.target_type as AuditTargetType,
    targetId: row.target_id,
    before: valuesOf(row.before_values),
    after: valuesOf(row.after_values),
    reason: row.reason,
    note: row.note,
    requestId: row.request_id,
  };
}

/**
 * `admin_audit_log`: insert and read only. The table's triggers refuse UPDATE and DELETE, and
 * nothing here tries. Newest first is `seq` descending (the insert order).
 */
export function createAuditLogRepository(db: Knex) {
  const totals = createAuditCountCache();
  const filtered = (filters: AuditLogFilters, trx: Knex | Knex.Transaction = db) => {
    const query = trx<AuditLogRow>(table);
    if (filters.actor) {
      const actor = filters.actor.trim();
      if (actor.includes('@')) query.where('actor_email', actor.toLowerCase());
      else query.where('actor_id', actor);
    }
    if (filters.action) query.where('action', filters.action);
    if (filters.targetType) query.where('target_type', filters.targetType);
    if (filters.targetId) query.where('target_id', filters.targetId);
    if (filters.target) {
      const target = filters.target;
      query.where((either) =>
        either
          .where('target_id', target)
          .orWhereRaw("target_name LIKE ? ESCAPE '!'", [likePrefixOf(target)]),
      );
    }
    if (filters.from !== undefined) query.where('created_at', '>=', filters.from);
    if (filters.to !== undefined) query.where('created_at', '<', filters.to);
    return query;
  };

  const size = async (trx: Knex | Knex.Transaction = db): Promise<number> => {
    const row = (await trx(auditLogTotalTable).where({ id: 1 }).first('entries')) as
      { entries: unknown } | undefined;
    return Number(row?.entries ?? 0);
  };

  return {
    async record(entry: NewAuditEntry, trx: Knex | Knex.Transaction = db): Promise<AuditLogEntry> {
      const row: Omit<AuditLogRow, 'seq'> = {
        id: newId(),
        created_at: Date.now(),
        actor_id: entry.actorId,
        actor_email: entry.actorEmail.toLowerCase(),
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        target_name: targetNameOf(entry),
        before_values: entry.before ? toJson(entry.before) : null,
        after_values: entry.after ? toJson(entry.after) : null,
        reason: entry.reason ?? null,
        note: entry.note ?? null,
        request_id: entry.requestId ?? null,
      };
      await trx(table).insert(row);
      return toEntry({ ...row, seq: 0 });
    },

    /** How many entries there are: the row the insert trigger keeps (migration 003), exact. */
    size,

    async list(
      request: AuditLogFilters & { page: number; limit: number },
      trx: Knex | Knex.Transaction = db,
    ): Promise<Page<AuditLogEntry>> {
      const { page: _page, limit: _limit, ...filters } = request;
      const unfiltered =
        !filters.actor &&
        !filters.action &&
        !filters.targetType &&
        !filters.targetId &&
        !filters.target &&
        filters.from === undefined &&
        filters.to === undefined;
      const total = unfiltered
        ? await size(trx)
        : await totals.get(JSON.stringify(filters), async () =>
            countOf(await filtered(filters, trx).count({ count: '*' }).first()),
          );
      if (offsetOf(request) >= total) return { items: [], total };
      // Newest first either way: within dates by time (the `(action, created_at)` and
      // `created_at` indexes read just the window), otherwise by insert order.
      const dated = filters.from !== undefined || filters.to !== undefined;
      const rows = await filtered(request, trx)
        .select('*')
        .orderBy(
          dated
            ? [
                { column: 'created_at', order: 'desc' },
                { column: 'seq', order: 'desc' },
              ]
            : [{ column: 'seq', order: 'desc' }],
        )
        .limit(request.limit)
        .offset(offsetOf(request));
      return { items: rows.map(toEntry), total };
    },

    /**
     * Every matching entry, newest first, read `batchSize` rows at a time by keyset (`seq`
     * below the last one read), so an export of millions holds one batch in memory.
     */
    async *stream(
      filters: AuditLogFilters,
      batchSize = 1000,
      trx: Knex | Knex.Transaction = db,
    ): AsyncGenerator<AuditLogEntry[]> {
      let below: number | undefined;
      for (;;) {
        const query = filtered(filters, trx).select('*').orderBy('seq', 'desc').limit(batchSize);
        if (below !== undefined) query.where('seq', '<', below);
        const rows = await query;
        if (rows.length === 0) return;
        yield rows.map(toEntry);
        if (rows.length < batchSize) return;
        below = Number(rows[rows.length - 1]!.seq);
      }
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

/**
 * The decorator under which this module's face keeps its repository: a symbol that only the
 * module's own files import (lint forbids the rest), so no other module reaches the audit log's SQL.
 */
export const auditLogRepository = Symbol('auditLogRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [auditLogRepository]: AuditLogRepository;
  }
}
