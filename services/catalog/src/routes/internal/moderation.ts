import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalBadgeBodySchema,
  InternalIdParamsSchema,
  InternalProductResponseSchema,
  InternalProductsQuerySchema,
  InternalProductsResponseSchema,
  InternalSellerProductsQuerySchema,
  InternalSellerSummaryResponseSchema,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import type {
  CategoryFilter,
  ModerationRepository,
} from '../../repositories/moderation-repository';

const productNotFound = () => new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');

/** `other`: none of the named categories; anything else, that category without case. */
function categoryFilterOf(value: string | undefined): CategoryFilter | undefined {
  const category = value?.trim().toLowerCase();
  if (!category) return undefined;
  return category === 'other' ? 'other' : { name: category };
}

/**
 * What the admin service composes its product screens from: the searched list, one drop, the
 * badge, and a seller's counts with recent drops (for the seller detail).
 */
export const moderationRoutes: FastifyPluginAsyncTypebox<{
  moderation: ModerationRepository;
}> = async (app, { moderation }) => {
  app.get(
    '/products',
    {
      schema: {
        querystring: InternalProductsQuerySchema,
        response: { 200: InternalProductsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { page, limit, status, category, search } = request.query;
      const data = await moderation.list({
        page,
        limit,
        status,
        category: categoryFilterOf(category),
        search: search || undefined,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        params: InternalIdParamsSchema,
        response: { 200: InternalProductResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const product = await moderation.findById(request.params.id);
      if (!product) throw productNotFound();
      return { success: true as const, data: product };
    },
  );

  app.put(
    '/products/:id/badge',
    {
      schema: {
        params: InternalIdParamsSchema,
        body: InternalBadgeBodySchema,
        response: {
          200: InternalProductResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const product = await moderation.setBadge(request.params.id, request.body.badge);
      if (!product) throw productNotFound();
      return { success: true as const, data: product };
    },
  );

  app.get(
    '/sellers/:id/products',
    {
      schema: {
        params: InternalIdParamsSchema,
        querystring: InternalSellerProductsQuerySchema,
        response: { 200: InternalSellerSummaryResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const sellerId = request.params.id;
      const [counts, recent] = await Promise.all([
        moderation.countsBySeller(sellerId),
        moderation.recentBySeller(sellerId, request.query.recent),
      ]);
      return {
        success: true as const,
        data: { totalProducts: counts.total, publishedProducts: counts.published, recent },
      };
    },
  );
};
