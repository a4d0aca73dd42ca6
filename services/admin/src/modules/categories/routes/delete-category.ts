import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCategoryResponseSchema, AdminIdParamsSchema, adminMessages } from '@drops/contracts';
import { categoryValuesOf } from '../../audit';
import { adminErrorResponses } from '../../../shared/responses';
import { categoriesRepository } from '../categories-repository';
import { categoryNotFound } from '../domain/category-name';

/** DELETE /admin/categories/:id. */
const deleteCategoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminCategoryResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const category = await app[categoriesRepository].remove(request.params.id);
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

export default deleteCategoryRoute;
