import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoryResponseSchema,
  AdminIdParamsSchema,
  CategoryBodySchema,
  adminMessages,
} from '@drops/contracts';
import { categoryValuesOf } from '../../domain/audit-values';
import { categoryNameOf, categoryNameTaken } from '../../domain/category-name';
import { adminErrorResponses, categoryNotFound } from '../responses';

/** PUT /admin/categories/:id: renames (the current name, in any case, is allowed). */
export const renameCategoryRoute: FastifyPluginAsyncTypebox = async (app) => {
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
      const before = await app.categoriesRepository.findById(request.params.id);
      if (!before) throw categoryNotFound();
      const result = await app.categoriesRepository.rename(request.params.id, name);
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
