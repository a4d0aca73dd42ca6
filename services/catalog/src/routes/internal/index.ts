import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventConsumerRoutes } from '@drops/service-kit';
import type { SellerAccountSnapshot } from '../../repositories/seller-accounts-repository';
import { moderationRoutes } from './moderation';

/**
 * The catalog's `/internal/...` routes (behind a service token): the moderation reads and the
 * badge for the admin service, and the seller service's events, which keep the catalog's copy of
 * each seller's account (`catalog_seller_accounts`) current.
 */
export const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(moderationRoutes, { moderation: app.moderationRepository });
  await app.register(
    eventConsumerRoutes('catalog', async (trx, event) => {
      const seller = event.payload.seller as SellerAccountSnapshot | undefined;
      if (event.type.startsWith('seller.') && seller) {
        await app.sellerAccountsRepository.applyEvent(trx, seller);
      }
    }),
  );
};
