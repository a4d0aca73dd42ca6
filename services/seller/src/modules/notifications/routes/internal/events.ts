import type { FastifyInstance } from 'fastify';
import { sellerCatalogSubscription } from '@drops/contracts';
import { eventConsumerRoutes } from '@drops/service-kit';

const subscribed = new Set<string>(sellerCatalogSubscription);

/**
 * `POST /internal/events`: the catalog's events this service subscribed to, each of which may
 * tell a seller something (a notification and its mail, made once per event).
 */
export default async function dropEvents(app: FastifyInstance) {
  await app.register(
    eventConsumerRoutes('seller', async (trx, event) => {
      if (subscribed.has(event.type)) await app.tellSeller(trx, event);
    }),
    { prefix: '/internal' },
  );
}
