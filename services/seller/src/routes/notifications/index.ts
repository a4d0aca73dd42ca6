import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNotificationsRoute } from './list-notifications';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read';
import { markNotificationReadRoute } from './mark-notification-read';

/** The signed-in seller's in-app notifications (issue 16); each route needs the seller's token. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listNotificationsRoute);
  await app.register(markNotificationReadRoute);
  await app.register(markAllNotificationsReadRoute);
};
