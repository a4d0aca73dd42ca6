import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSellerRoute } from './get-seller';
import { updateSellerRoute } from './update-seller';

/** A seller's own record; every route needs the seller's token and its own id. */
export const sellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getSellerRoute);
  await app.register(updateSellerRoute);
};
