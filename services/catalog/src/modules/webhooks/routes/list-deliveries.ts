import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  webhookDeliveriesPageSize,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesResponseSchema,
} from '@drops/contracts';
import { ownedEndpoint, webhookErrorResponses } from './responses';

/** GET /seller/webhooks/:id/deliveries: newest first, each with its attempts' status and time. */
const listDeliveriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/webhooks/:id/deliveries',
    {
      schema: {
        params: IdParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveriesResponseSchema, ...webhookErrorResponses },
      },
    },
    async (request) => {
      const endpoint = await ownedEndpoint(app, request.sellerAccount.id, request.params.id);
      return {
        success: true as const,
        data: await app.webhookDeliveriesRepository.listForEndpoint(
          endpoint.id,
          request.query.limit ?? webhookDeliveriesPageSize,
        ),
      };
    },
  );
};

export default listDeliveriesRoute;
