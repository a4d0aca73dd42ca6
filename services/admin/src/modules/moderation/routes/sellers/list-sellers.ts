import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSellersQuerySchema, AdminSellersResponseSchema, limits } from '@drops/contracts';
import { pagedListRoute } from '../../../../shared/paged-list-route';
import { sellerFiltersOf } from '../../domain/seller-filters';

/** GET /admin/sellers: the review list, from the seller service. */
const listSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    url: '/admin/sellers',
    querystring: AdminSellersQuerySchema,
    response: AdminSellersResponseSchema,
    pageSize: limits.adminPageSize,
    list: (query, page) => app.sellerService.list({ ...page, ...sellerFiltersOf(query) }),
  });
};

export default listSellersRoute;
