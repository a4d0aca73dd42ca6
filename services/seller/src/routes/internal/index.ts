import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventConsumerRoutes } from '@drops/service-kit';
import { batchSellersRoute } from './batch-sellers';
import { getSellerRoute } from './get-seller';
import { listSellersRoute } from './list-sellers';
import { reviewSellerRoutes } from './review-seller';
import { sellerContactsRoute } from './seller-contacts';

/**
 * The seller service's `/internal/...` routes (registered behind a service token): the sellers
 * for the admin service and the catalog, and the catalog's drop events, each of which may tell a
 * seller something (a notification and its mail, made once per event).
 */
export const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listSellersRoute);
  await app.register(batchSellersRoute);
  await app.register(sellerContactsRoute);
  await app.register(getSellerRoute);
  await app.register(reviewSellerRoutes);
  await app.register(
    eventConsumerRoutes('seller', async (trx, event) => {
      if (event.type.startsWith('drop.') || event.type === 'webhook.disabled')
        await app.tellSeller(trx, event);
    }),
  );
};
