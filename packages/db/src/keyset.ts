import type { Knex } from 'knex';

/**
 * Keyset ("seek") reading of a table newest first, by `(created_at, id)`: each batch starts
 * strictly after the last row of the one before, so a long read (a CSV export of a million rows)
 * costs one index walk in all, never counts a row twice and never skips one, whatever is
 * inserted meanwhile. A row inserted during the read is newer than where the read started and
 * is not part of it; one deleted before the read reaches it is left out.
 */
export interface KeysetPosition {
  createdAt: number;
  id: string;
}

/** What a caller passes back to read the next batch: `<created_at>.<id>`. */
export function keysetCursorOf(row: KeysetPosition): string {
  return `${row.createdAt}.${row.id}`;
}

/** The position a cursor names; the contract's pattern has checked its shape. */
export function keysetPositionOf(cursor: string): KeysetPosition {
  const dot = cursor.indexOf('.');
  return { createdAt: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
}

/**
 * Narrows `query` to the rows after `position` in newest-first order and orders it so. Written
 * as `created_at <= t AND (created_at < t OR id < i)` rather than a row comparison, which
 * MariaDB does not read through an index; `column` prefixes the names for a joined query.
 */
export function newestFirstAfter(
  query: Knex.QueryBuilder,
  position: KeysetPosition | undefined,
  table?: string,
): Knex.QueryBuilder {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  if (position) {
    query
      .where(column('created_at'), '<=', position.createdAt)
      .andWhere((inner) =>
        inner
          .where(column('created_at'), '<', position.createdAt)
          .orWhere(column('id'), '<', position.id),
      );
  }
  return query.orderBy([
    { column: column('created_at'), order: 'desc' },
    { column: column('id'), order: 'desc' },
  ]);
}

/** A batch and the cursor of the next one (null: this was the last). */
export interface KeysetBatch<T> {
  items: T[];
  next: string | null;
}

/**
 * The batch made of `rows` (read with `limit`: at most that many) and where the next one starts:
 * after the last row when the batch is full, nowhere when it came short (the end was reached).
 */
export function keysetBatchOf<Row, Item>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => KeysetPosition,
  itemOf: (row: Row) => Item,
): KeysetBatch<Item> {
  const last = rows[rows.length - 1];
  return {
    items: rows.map(itemOf),
    next: rows.length === limit && last ? keysetCursorOf(positionOf(last)) : null,
  };
}
