import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSellerRoute } from './get-seller';
import { listSellersRoute } from './list-sellers';
import { reviewSellerRoutes } from './review-seller';

/** The seller service's `/internal/...` routes (registered behind a service token). */
export const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listSellersRoute);
  await app.register(getSellerRoute);
  await app.register(reviewSellerRoutes);
};
