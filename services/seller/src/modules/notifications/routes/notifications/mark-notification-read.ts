import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  NoInputSchema,
  NoBodySchema,
  NotificationResponseSchema,
  reviewMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { errorResponses } from '../../../../shared/error-responses';
import { notificationsRepository } from '../../notifications-repository';

/** PUT /seller/notifications/{id}/read: one of the seller's own; another's answers 404. */
const markNotificationReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/notifications/:id/read',
    {
      schema: {
        params: IdParamsSchema,
        querystring: NoInputSchema,
        body: NoBodySchema,
        response: { 200: NotificationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const notifications = app[notificationsRepository];
      const notification = await notifications.markRead(request.sellerId, request.params.id);
      if (!notification)
        throw new NotFoundError(reviewMessages.notificationNotFound, 'NOTIFICATION_NOT_FOUND');
      return {
        success: true as const,
        message: reviewMessages.notificationRead,
        data: notification,
        unread: await notifications.unreadCount(request.sellerId),
      };
    },
  );
};

export default markNotificationReadRoute;
