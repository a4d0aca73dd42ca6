import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCategoryResponseSchema, CategoryBodySchema, adminMessages } from '@drops/contracts';
import { categoryValuesOf } from '../../audit';
import { categoryNameOf, categoryNameTaken } from '../domain/category-name';
import { adminErrorResponses } from '../../../shared/responses';
import { categoriesRepository } from '../categories-repository';

/** POST /admin/categories: a new category, its name unique without regard to case. */
const createCategoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/categories',
    {
      schema: {
        body: CategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const category = await app[categoriesRepository].create(categoryNameOf(request.body.name));
      if (!category) throw categoryNameTaken();
      await app.recordAdminAction(request, {
        action: 'category_create',
        targetType: 'category',
        targetId: category._id,
        before: null,
        after: categoryValuesOf(category),
      });
      return reply
        .status(201)
        .send({ success: true as const, message: adminMessages.categoryCreated, data: category });
    },
  );
};

export default createCategoryRoute;
