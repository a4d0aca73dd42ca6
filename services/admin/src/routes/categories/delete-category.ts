import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCategoryResponseSchema, AdminIdParamsSchema, adminMessages } from '@drops/contracts';
import { categoryValuesOf } from '../../domain/audit-values';
import { adminErrorResponses, categoryNotFound } from '../responses';

/** DELETE /admin/categories/:id. */
export const deleteCategoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminCategoryResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const category = await app.categoriesRepository.remove(request.params.id);
      if (!category) throw categoryNotFound();
      await app.recordAdminAction(request, {
        action: 'category_delete',
        targetType: 'category',
        targetId: category._id,
        before: categoryValuesOf(category),
        after: null,
      });
      return { success: true as const, message: adminMessages.categoryDeleted, data: category };
    },
  );
};
