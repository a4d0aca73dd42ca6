import type { FastifyInstance } from 'fastify';
import { eventConsumerRoutes } from '@drops/service-kit';

/**
 * `POST /internal/events`: the catalog's drop events, each of which may tell a seller something
 * (a notification and its mail, made once per event).
 */
export default async function dropEvents(app: FastifyInstance) {
  await app.register(
    eventConsumerRoutes('seller', async (trx, event) => {
      if (event.type.startsWith('drop.') || event.type === 'webhook.disabled')
        await app.tellSeller(trx, event);
    }),
    { prefix: '/internal' },
  );
}
