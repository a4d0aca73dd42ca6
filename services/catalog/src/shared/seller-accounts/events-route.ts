import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventConsumerRoutes } from '@drops/service-kit';
import type { SellerAccountSnapshot } from './seller-accounts-repository';

/**
 * `POST /internal/events` (app.ts mounts it behind a service token): the seller service's
 * events, which keep the catalog's copy of each seller's account (`catalog_seller_accounts`)
 * current.
 */
export const sellerAccountEvents: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    eventConsumerRoutes('catalog', async (trx, event) => {
      const seller = event.payload.seller as SellerAccountSnapshot | undefined;
      if (event.type.startsWith('seller.') && seller) {
        await app.sellerAccountsRepository.applyEvent(trx, seller);
      }
    }),
  );
};
