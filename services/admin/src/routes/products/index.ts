import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParamsSchema,
  AdminProductResponseSchema,
  AdminProductsQuerySchema,
  AdminProductsResponseSchema,
  BadgeBodySchema,
  ErrorBodySchema,
  adminMessages,
  adminServerMessages,
  limits,
  storedProductStatuses,
  type StoredProductStatus,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import type { CategoryFilter, ProductsRepository } from '../../repositories/products';
import { paginationOf, searchTermOf } from '../paging';

export interface ProductRoutesOptions {
  products: ProductsRepository;
}

const errorResponses = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Any case; an unknown value (or `all`) lists every status. */
function statusFilterOf(value: string | undefined): StoredProductStatus | undefined {
  const status = value?.trim().toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(status ?? '')
    ? (status as StoredProductStatus)
    : undefined;
}

/** Blank or `all`: no filter; `Other`: none of the named four; anything else compared without case. */
function categoryFilterOf(value: string | undefined): CategoryFilter | undefined {
  const category = value?.trim().toLowerCase();
  if (!category || category === 'all') return undefined;
  return category === 'other' ? 'other' : { name: category };
}

const productNotFound = () => new NotFoundError(adminServerMessages.productNotFound);

/** `/admin/products`: moderation list, detail and the badge. */
export const productRoutes: FastifyPluginAsyncTypebox<ProductRoutesOptions> = async (
  app,
  { products },
) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);

  app.get(
    '/admin/products',
    {
      schema: {
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminPageSize;
      const result = await products.list({
        page,
        limit,
        status: statusFilterOf(request.query.status),
        category: categoryFilterOf(request.query.category),
        search: searchTermOf(request.query.search),
      });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const product = await products.findById(request.params.id);
      if (!product) throw productNotFound();
      return { success: true as const, data: product };
    },
  );

  app.put(
    '/admin/products/:id/badge',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: BadgeBodySchema,
        response: { 200: AdminProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { badge } = request.body;
      const product = await products.setBadge(request.params.id, badge);
      if (!product) throw productNotFound();
      return {
        success: true as const,
        message: badge ? adminMessages.productBadged : adminMessages.productUnbadged,
        data: product,
      };
    },
  );
};
