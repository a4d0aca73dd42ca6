import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportSellersRoute } from './export-sellers';
import { getSellerRoute } from './get-seller';
import { listSellersRoute } from './list-sellers';
import { reviewSellerRoutes } from './review-seller';

/** `/admin/sellers`: review list, detail with stats, approve/reject, invite. */
export const sellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);
  await app.register(listSellersRoute);
  await app.register(exportSellersRoute);
  await app.register(getSellerRoute);
  await app.register(reviewSellerRoutes);
};
