import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  notificationsPageSize,
} from '@drops/contracts';
import { errorResponses } from '../../../../shared/error-responses';
import { notificationsRepository } from '../../notifications-repository';

/** GET /seller/notifications?page&limit: the signed-in seller's own, newest first, and how many are unread. */
const listNotificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/notifications',
    {
      schema: {
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? notificationsPageSize;
      const notifications = app[notificationsRepository];
      const [found, unread] = await Promise.all([
        notifications.list(request.sellerId, { page, limit }),
        notifications.unreadCount(request.sellerId),
      ]);
      return {
        success: true as const,
        data: found.items,
        pagination: { page, limit, total: found.total, pages: Math.ceil(found.total / limit) },
        unread,
      };
    },
  );
};

export default listNotificationsRoute;
