import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ServiceEvent } from '@drops/db';
import type { SellerAccounts } from '../accounts';
import { deletedDropOf, notificationOf } from './domain/notifications';
import { createNotificationsRepository, notificationsRepository } from './notifications-repository';

export type { NewNotification } from './domain/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What an event tells its seller, in the event's (or its delivery's) transaction: the
     * notification, once per event, and its mail queued.
     */
    tellSeller: (trx: Knex.Transaction, event: ServiceEvent) => Promise<void>;
  }
}

/**
 * The signed-in seller's in-app notifications (issue 16): made from the seller's own events and
 * the catalog's drop events (`POST /internal/events`), each once, its mail queued with it.
 */
async function notificationsModule(app: FastifyInstance) {
  const notifications = createNotificationsRepository(app.db);
  app.decorate(notificationsRepository, notifications);
  app.decorate('tellSeller', async (trx: Knex.Transaction, event: ServiceEvent) => {
    const gone = deletedDropOf(event);
    if (gone)
      await notifications.markDropDeleted(trx, gone, Date.parse(event.occurredAt) || Date.now());
    const notification = notificationOf(event);
    if (!notification || !(await notifications.add(trx, notification))) return;
    const accounts: SellerAccounts = app.sellerAccounts;
    const seller = await accounts.findById(notification.sellerId, trx);
    if (seller) await app.queueMailFor(trx, notification, seller);
  });
}

export default fp(notificationsModule, {
  name: 'seller-notifications',
  dependencies: ['drops-database'],
});
