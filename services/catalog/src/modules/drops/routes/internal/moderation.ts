import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalBadgeBodySchema,
  InternalIdParamsSchema,
  InternalProductModerationBodySchema,
  InternalProductResponseSchema,
  InternalProductsBatchQuerySchema,
  InternalProductsBatchResponseSchema,
  InternalProductsQuerySchema,
  InternalProductsResponseSchema,
  InternalSellerProductsQuerySchema,
  InternalSellerSummaryResponseSchema,
  decisionReasonError,
  reviewMessages,
} from '@drops/contracts';
import { keysetPositionOf } from '@drops/db';
import {
  ConflictError,
  foundOr404,
  NotFoundError,
  readRoute,
  ValidationError,
} from '@drops/service-kit';
import type { CategoryFilter, ProductListFilter } from '../../moderation-repository';

const productNotFound = () => new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');

/** `other`: none of the named categories; anything else, that category without case. */
function categoryFilterOf(value: string | undefined): CategoryFilter | undefined {
  const category = value?.trim().toLowerCase();
  if (!category) return undefined;
  return category === 'other' ? 'other' : { name: category };
}

/** The administrators' list filters as the repository reads them, for a page and a batch alike. */
function listFiltersOf(
  query: Omit<ProductListFilter, 'category'> & { category?: string },
): ProductListFilter {
  const { status, category, search } = query;
  return { status, category: categoryFilterOf(category), search: search || undefined };
}

/**
 * What the admin service composes its product screens from: the searched list (and its export
 * in keyset batches), one drop, the
 * badge, pause and restore, and a seller's counts with recent drops (for the seller detail).
 */
const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = app.moderationRepository;
  await app.register(
    readRoute('/internal/products', {
      querystring: InternalProductsQuerySchema,
      response: { 200: InternalProductsResponseSchema, 400: ErrorBodySchema },
      read: (_app, { query }) =>
        moderation.list({ page: query.page, limit: query.limit, ...listFiltersOf(query) }),
    }),
  );

  // The same filters a batch at a time by keyset (the admin's CSV export of every drop).
  await app.register(
    readRoute('/internal/batches/products', {
      querystring: InternalProductsBatchQuerySchema,
      response: { 200: InternalProductsBatchResponseSchema, 400: ErrorBodySchema },
      read: (_app, { query }) =>
        moderation.batch({
          limit: query.limit,
          ...listFiltersOf(query),
          after: query.after === undefined ? undefined : keysetPositionOf(query.after),
        }),
    }),
  );

  await app.register(
    readRoute('/internal/products/:id', {
      params: InternalIdParamsSchema,
      response: { 200: InternalProductResponseSchema, 404: ErrorBodySchema },
      read: (_app, request) => foundOr404(moderation.findById(request.params.id), productNotFound),
    }),
  );

  app.put(
    '/internal/products/:id/badge',
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

  // Pause (a reason required) or restore a drop; a drop in the wrong state is refused with 409.
  app.put(
    '/internal/products/:id/moderation',
    {
      schema: {
        params: InternalIdParamsSchema,
        body: InternalProductModerationBodySchema,
        response: {
          200: InternalProductResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const decision = request.body;
      const reasonError = decisionReasonError(
        decision.status === 'paused' ? 'pause' : 'restore',
        decision.reason,
      );
      if (reasonError) throw new ValidationError({ reason: reasonError });
      const outcome = await moderation.setModeration(request.params.id, decision);
      if (!('product' in outcome)) {
        if (outcome.result === 'not-found') throw productNotFound();
        const refusal =
          outcome.result === 'not-published'
            ? reviewMessages.pauseOnlyPublished
            : reviewMessages.restoreOnlyPaused;
        throw new ConflictError(refusal, { status: refusal });
      }
      // The seller's notification is there when the administrator's answer is (or after 2 s).
      await app.outbox.flush();
      return { success: true as const, data: outcome.product };
    },
  );

  await app.register(
    readRoute('/internal/sellers/:id/products', {
      params: InternalIdParamsSchema,
      querystring: InternalSellerProductsQuerySchema,
      response: { 200: InternalSellerSummaryResponseSchema, 400: ErrorBodySchema },
      read: async (_app, request) => {
        const sellerId = request.params.id;
        const [counts, recent] = await Promise.all([
          moderation.countsBySeller(sellerId),
          moderation.recentBySeller(sellerId, request.query.recent),
        ]);
        return { totalProducts: counts.total, publishedProducts: counts.published, recent };
      },
    }),
  );
};

export default moderationRoutes;
