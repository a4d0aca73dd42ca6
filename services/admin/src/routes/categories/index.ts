import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCategoryRoute } from './create-category';
import { deleteCategoryRoute } from './delete-category';
import { listCategoriesRoute } from './list-categories';
import { renameCategoryRoute } from './rename-category';

/** `/admin/categories`: list with search, create, rename, delete. */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);
  await app.register(listCategoriesRoute);
  await app.register(createCategoryRoute);
  await app.register(renameCategoryRoute);
  await app.register(deleteCategoryRoute);
};
