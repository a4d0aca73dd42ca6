import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  maxWebhookEndpoints,
  webhookMessages,
  WebhookCreateBodySchema,
  WebhookCreatedResponseSchema,
} from '@drops/contracts';
import { noStore, ValidationError } from '@drops/service-kit';
import { endpointUrlProblem } from '../domain/endpoint-url';
import { newSigningSecret } from '../domain/signing';
import { webhookErrorResponses } from './responses';

/** POST /seller/webhooks: a new endpoint; its signing secret is in this answer and no other. */
const createWebhookRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/webhooks',
    {
      onRequest: noStore,
      schema: {
        body: WebhookCreateBodySchema,
        response: { 201: WebhookCreatedResponseSchema, ...webhookErrorResponses },
      },
    },
    async (request, reply) => {
      const sellerId = request.sellerAccount.id;
      const { url, events, description } = request.body;
      const problem = await endpointUrlProblem(
        url,
        app.webhookSettings.resolve,
        app.webhookSettings.allowPrivate,
      );
      if (problem) throw new ValidationError({ url: problem });
      if ((await app.webhookEndpointsRepository.countOwned(sellerId)) >= maxWebhookEndpoints)
        throw new ValidationError({ url: webhookMessages.tooManyEndpoints });
      const secret = newSigningSecret();
      const endpoint = await app.webhookEndpointsRepository.insert({
        sellerId,
        url: url.trim(),
        description: description?.trim() ?? '',
        events: [...new Set(events)],
        sealedSecret: app.webhookSecrets.seal(secret),
      });
      return reply
        .status(201)
        .send({ success: true, message: webhookMessages.created, data: { ...endpoint, secret } });
    },
  );
};

export default createWebhookRoute;
