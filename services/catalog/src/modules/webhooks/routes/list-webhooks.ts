import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoInputSchema, WebhookListResponseSchema } from '@drops/contracts';
import { webhookErrorResponses } from './responses';

/** GET /seller/webhooks: the caller's endpoints, oldest first, without their secrets. */
const listWebhooksRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/webhooks',
    {
      schema: {
        querystring: NoInputSchema,
        response: { 200: WebhookListResponseSchema, ...webhookErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.webhookEndpointsRepository.listOwned(request.sellerAccount.id),
    }),
  );
};

export default listWebhooksRoute;
