import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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
  }
}

/**
 * The seller service's repositories: `sellers` (writing its events to the outbox, and the
 * seller's notification of each in the same transaction) and `seller_notifications`.
 */
export const repositories = fp(
  async (app: FastifyInstance) => {
    const notifications = createNotificationsRepository(app.db);
    app.decorate('notificationsRepository', notifications);
    app.decorate(
      'sellersRepository',
      createSellersRepository(app.db, app.outbox, async (trx, event) => {
        const notification = notificationOf(event);
        if (notification) await notifications.add(trx, notification);
      }),
    );
  },
  { name: 'seller-repositories', dependencies: ['drops-database', 'drops-outbox'] },
);
