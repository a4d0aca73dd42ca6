import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoryResponseSchema,
  AdminIdParamsSchema,
  CategoryBodySchema,
  adminMessages,
} from '@drops/contracts';
import { categoryValuesOf } from '../../audit';
import { categoryNameOf, categoryNameTaken, categoryNotFound } from '../domain/category-name';
import { adminErrorResponses } from '../../../shared/responses';
import { categoriesRepository } from '../categories-repository';

/** PUT /admin/categories/:id: renames (the current name, in any case, is allowed). */
const renameCategoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: CategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const name = categoryNameOf(request.body.name);
      const before = await app[categoriesRepository].findById(request.params.id);
      if (!before) throw categoryNotFound();
      const result = await app[categoriesRepository].rename(request.params.id, name);
      if (result === 'not-found') throw categoryNotFound();
      if (result === 'taken') throw categoryNameTaken();
      await app.recordAdminAction(request, {
        action: 'category_rename',
        targetType: 'category',
        targetId: result._id,
        before: categoryValuesOf(before),
        after: categoryValuesOf(result),
      });
      return { success: true as const, message: adminMessages.categoryUpdated, data: result };
    },
  );
};

export default renameCategoryRoute;
