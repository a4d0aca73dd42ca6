import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoriesQuerySchema,
  AdminCategoriesResponseSchema,
  limits,
} from '@drops/contracts';
import { pagedListRoute } from '../../../shared/paged-list-route';
import { searchTermOf } from '../../../shared/paging';
import { categoriesRepository } from '../categories-repository';

/** GET /admin/categories: newest first, searchable. */
const listCategoriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    url: '/admin/categories',
    querystring: AdminCategoriesQuerySchema,
    response: AdminCategoriesResponseSchema,
    pageSize: limits.adminCategoriesPageSize,
    list: (query, page) =>
      app[categoriesRepository].list({ ...page, search: searchTermOf(query.search) }),
  });
};

export default listCategoriesRoute;
