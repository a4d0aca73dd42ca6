import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NoInputSchema,
  NoBodySchema,
  NotificationsReadResponseSchema,
  reviewMessages,
} from '@drops/contracts';
import { errorResponses } from '../../../../shared/error-responses';
import { notificationsRepository } from '../../notifications-repository';

/** PUT /seller/notifications/read-all: every unread one of the seller's own. */
const markAllNotificationsReadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/notifications/read-all',
    {
      schema: {
        querystring: NoInputSchema,
        body: NoBodySchema,
        response: { 200: NotificationsReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const marked = await app[notificationsRepository].markAllRead(request.sellerId);
      return {
        success: true as const,
        message: reviewMessages.notificationsRead,
        data: { marked },
        unread: 0,
      };
    },
  );
};

export default markAllNotificationsReadRoute;
