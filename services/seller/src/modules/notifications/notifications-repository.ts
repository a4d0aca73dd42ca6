import type { Knex } from 'knex';
import type { Notification, NotificationType } from '@drops/contracts';
import { countOf, insertedOnce, newId, toIso, toIsoOrNull, type Page } from '@drops/db';
import type { NewNotification } from './domain/notifications';

interface NotificationRow {
  id: string;
  seller_id: string;
  event_id: string;
  type: string;
  title: string;
  body: string;
  link: string;
  created_at: unknown;
  read_at: unknown;
  drop_deleted_at: unknown;
}

function notificationFromRow(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: toIso(row.created_at),
    readAt: toIsoOrNull(row.read_at),
    ...(row.drop_deleted_at != null && { dropDeleted: true as const }),
  };
}

/** All SQL on `seller_notifications`: each row made from one event, read only by its seller. */
export function createNotificationsRepository(db: Knex) {
  const table = (trx?: Knex | Knex.Transaction) =>
    (trx ?? db)<NotificationRow>('seller_notifications');

  return {
    /** Stores it unless its event made one already; answers whether it was new. */
    async add(trx: Knex.Transaction, notification: NewNotification): Promise<boolean> {
      // A savepoint: on MySQL a failed insert must not spoil the caller's transaction.
      return insertedOnce(
        trx.transaction(async (inner) => {
          await table(inner).insert({
            id: newId(),
            seller_id: notification.sellerId,
            event_id: notification.eventId,
            type: notification.type,
            title: notification.title.slice(0, 200),
            body: notification.body.slice(0, 1000),
            link: notification.link.slice(0, 300),
            created_at: notification.createdAt,
            read_at: null,
            drop_deleted_at: null,
          });
        }),
      );
    },

    /** Marks the seller's notifications that lead to this (now deleted) drop. */
    async markDropDeleted(
      trx: Knex.Transaction,
      gone: { sellerId: string; link: string },
      at: number,
    ): Promise<void> {
      await table(trx)
        .where({ seller_id: gone.sellerId, link: gone.link })
        .whereNull('drop_deleted_at')
        .update({ drop_deleted_at: at });
    },

    /** The seller's own, newest first, one page and the total. */
    async list(
      sellerId: string,
      request: { page: number; limit: number },
    ): Promise<Page<Notification>> {
      const total = countOf(
        await table().where({ seller_id: sellerId }).count({ count: '*' }).first(),
      );
      const rows = (await table()
        .where({ seller_id: sellerId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(request.limit)
        .offset((request.page - 1) * request.limit)) as NotificationRow[];
      return { items: rows.map(notificationFromRow), total };
    },

    async unreadCount(sellerId: string): Promise<number> {
      return countOf(
        await table()
          .where({ seller_id: sellerId })
          .whereNull('read_at')
          .count({ count: '*' })
          .first(),
      );
    },

    /** Marks one of the seller's own read (a second time keeps the first time); null if not its own. */
    async markRead(sellerId: string, id: string): Promise<Notification | null> {
      await table()
        .where({ id, seller_id: sellerId })
        .whereNull('read_at')
        .update({ read_at: Date.now() });
      const row = (await table().where({ id, seller_id: sellerId }).first()) as
        NotificationRow | undefined;
      return row ? notificationFromRow(row) : null;
    },

    /** Marks every unread one of the seller's read; answers how many. */
    async markAllRead(sellerId: string): Promise<number> {
      return table()
        .where({ seller_id: sellerId })
        .whereNull('read_at')
        .update({ read_at: Date.now() });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/**
 * The decorator under which the notifications face keeps this repository: a symbol that only
 * the module's own files import (lint forbids the rest).
 */
export const notificationsRepository = Symbol('notificationsRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [notificationsRepository]: NotificationsRepository;
  }
}
