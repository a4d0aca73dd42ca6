import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, SuccessMessageSchema, webhookMessages } from '@drops/contracts';
import { webhookErrorResponses, webhookNotFound } from './responses';

/** DELETE /seller/webhooks/:id: the endpoint and its delivery history; nothing more is sent. */
const deleteWebhookRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/seller/webhooks/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: SuccessMessageSchema, ...webhookErrorResponses },
      },
    },
    async (request) => {
      const removed = await app.webhookEndpointsRepository.remove(
        request.sellerAccount.id,
        request.params.id,
      );
      if (!removed) throw webhookNotFound();
      return { success: true as const, message: webhookMessages.deleted };
    },
  );
};

export default deleteWebhookRoute;
