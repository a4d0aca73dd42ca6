import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoriesQuerySchema,
  AdminCategoriesResponseSchema,
  limits,
} from '@drops/contracts';
import { paginationOf, searchTermOf } from '../../../shared/paging';
import { adminErrorResponses } from '../../../shared/responses';
import { categoriesRepository } from '../categories-repository';

/** GET /admin/categories: newest first, searchable. */
const listCategoriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/categories',
    {
      schema: {
        querystring: AdminCategoriesQuerySchema,
        response: { 200: AdminCategoriesResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminCategoriesPageSize;
      const result = await app[categoriesRepository].list({
        page,
        limit,
        search: searchTermOf(request.query.search),
      });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );
};

export default listCategoriesRoute;
