import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSellersQuerySchema, AdminSellersResponseSchema, limits } from '@drops/contracts';
import { paginationOf } from '../../../../shared/paging';
import { adminErrorResponses } from '../../../../shared/responses';
import { sellerFiltersOf } from '../../domain/seller-filters';

/** GET /admin/sellers: the review list, from the seller service. */
const listSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/sellers',
    {
      schema: {
        querystring: AdminSellersQuerySchema,
        response: { 200: AdminSellersResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminPageSize;
      const result = await app.sellerService.list({
        page,
        limit,
        ...sellerFiltersOf(request.query),
      });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );
};

export default listSellersRoute;
