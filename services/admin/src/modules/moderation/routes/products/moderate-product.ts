import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParamsSchema,
  AdminProductResponseSchema,
  ProductModerationBodySchema,
  decisionReasonError,
  reviewMessages,
} from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';
import { productValuesOf } from '../../../audit';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { productNotFound } from '../../domain/not-found';

/**
 * PUT /admin/products/:id/status (issue 16): pause a published drop with a reason from the
 * pause's list (and a note), or restore a paused one (a note, no reason). The catalog decides and refuses a drop in the wrong state (409).
 */
const moderateProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/products/:id/status',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: ProductModerationBodySchema,
        response: { 200: AdminProductResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const { status, reason, note } = request.body;
      const reasonError = decisionReasonError(status === 'paused' ? 'pause' : 'restore', reason);
      if (reasonError) throw new ValidationError({ reason: reasonError });
      const before = await app.catalogService.find(request.params.id);
      if (!before) throw productNotFound();
      const product = await app.catalogService.moderate(request.params.id, {
        status,
        ...(reason !== undefined && { reason }),
        ...(note !== undefined && { note }),
      });
      if (!product) throw productNotFound();
      await app.recordAdminAction(request, {
        action: status === 'paused' ? 'product_pause' : 'product_restore',
        targetType: 'product',
        targetId: product._id,
        before: productValuesOf(before),
        after: productValuesOf(product),
        reason: reason ?? null,
        note: note?.trim() || null,
      });
      const seller = await app.sellerService.find(product.sellerId);
      return {
        success: true as const,
        message:
          status === 'paused'
            ? reviewMessages.dropPausedMessage
            : reviewMessages.dropRestoredMessage,
        data: withSeller(product, seller ?? undefined),
      };
    },
  );
};

export default moderateProductRoute;
