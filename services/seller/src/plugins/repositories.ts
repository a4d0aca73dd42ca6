import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ServiceEvent } from '@drops/db';
import { notificationOf } from '../domain/notifications';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from '../repositories/notifications-repository';
import {
  createSellersRepository,
  type SellersRepository,
} from '../repositories/sellers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sellersRepository: SellersRepository;
    notificationsRepository: NotificationsRepository;
    /**
     * What an event tells its seller, in the event's (or its delivery's) transaction: the
     * notification, once per event, and its mail queued.
     */
    tellSeller: (trx: Knex.Transaction, event: ServiceEvent) => Promise<void>;
  }
}

/**
 * The seller service's repositories: `sellers` (writing its events to the outbox, and the
 * seller's notification and mail of each in the same transaction) and `seller_notifications`.
 */
export const repositories = fp(
  async (app: FastifyInstance) => {
    const notifications = createNotificationsRepository(app.db);
    const tellSeller = async (trx: Knex.Transaction, event: ServiceEvent) => {
      const notification = notificationOf(event);
      if (!notification || !(await notifications.add(trx, notification))) return;
      const seller = await sellers.findById(notification.sellerId, trx);
      if (seller) await app.queueMailFor(trx, notification, seller);
    };
    const sellers = createSellersRepository(app.db, app.outbox, tellSeller);
    app.decorate('notificationsRepository', notifications);
    app.decorate('sellersRepository', sellers);
    app.decorate('tellSeller', tellSeller);
  },
  {
    name: 'seller-repositories',
    dependencies: ['drops-database', 'drops-outbox', 'seller-mailer'],
  },
);
