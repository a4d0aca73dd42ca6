import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSellersQuerySchema, AdminSellersResponseSchema, limits } from '@drops/contracts';
import type { SellerPageRequest } from '../../remote/seller-service';
import { paginationOf, searchTermOf } from '../paging';
import { adminErrorResponses, chosenFilter } from '../responses';

/** GET /admin/sellers: the review list, from the seller service. */
export const listSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
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
        status: chosenFilter<NonNullable<SellerPageRequest['status']>>(request.query.status),
        accountType: chosenFilter<NonNullable<SellerPageRequest['accountType']>>(
          request.query.accountType,
        ),
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
