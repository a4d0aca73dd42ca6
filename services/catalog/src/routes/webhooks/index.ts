import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createWebhookRoute } from './create-webhook';
import { deleteWebhookRoute } from './delete-webhook';
import { listDeliveriesRoute } from './list-deliveries';
import { listWebhooksRoute } from './list-webhooks';
import { resendDeliveryRoute } from './resend-delivery';
import { testWebhookRoute } from './test-webhook';

/** The seller's webhook endpoints (issue 17), mounted at /seller/webhooks. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listWebhooksRoute);
  await app.register(createWebhookRoute);
  await app.register(deleteWebhookRoute);
  await app.register(testWebhookRoute);
  await app.register(listDeliveriesRoute);
  await app.register(resendDeliveryRoute);
};
