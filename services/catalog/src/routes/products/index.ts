import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createProductRoute } from './create-product';
import { deleteProductRoute } from './delete-product';
import { getProductRoute } from './get-product';
import { listProductsRoute } from './list-products';
import { productStatsRoute } from './product-stats';
import { updateProductRoute } from './update-product';
import { updateProductStatusRoute } from './update-product-status';

/** The seller's drops, mounted at /seller/products. `/stats` is declared before `/:id`. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(productStatsRoute);
  await app.register(listProductsRoute);
  await app.register(createProductRoute);
  await app.register(getProductRoute);
  await app.register(updateProductRoute);
  await app.register(updateProductStatusRoute);
  await app.register(deleteProductRoute);
};
