import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badgeProductRoute } from './badge-product';
import { exportProductsRoute } from './export-products';
import { getProductRoute } from './get-product';
import { listProductsRoute } from './list-products';
import { moderateProductRoute } from './moderate-product';

/** `/admin/products`: moderation list, detail, the badge and pause/restore, composed from catalog and seller service. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);
  await app.register(listProductsRoute);
  await app.register(exportProductsRoute);
  await app.register(getProductRoute);
  await app.register(badgeProductRoute);
  await app.register(moderateProductRoute);
};
