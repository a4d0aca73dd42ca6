import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParamsSchema,
  AdminProductResponseSchema,
  BadgeBodySchema,
  adminMessages,
} from '@drops/contracts';
import { productValuesOf } from '../../../audit';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { productNotFound } from '../../domain/not-found';

/** PUT /admin/products/:id/badge: set by the catalog, answered with the seller attached. */
const badgeProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/products/:id/badge',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: BadgeBodySchema,
        response: { 200: AdminProductResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const { badge } = request.body;
      const before = await app.catalogService.find(request.params.id);
      if (!before) throw productNotFound();
      const product = await app.catalogService.setBadge(request.params.id, badge);
      if (!product) throw productNotFound();
      await app.recordAdminAction(request, {
        action: 'product_badge',
        targetType: 'product',
        targetId: product._id,
        before: productValuesOf(before),
        after: productValuesOf(product),
      });
      const seller = await app.sellerService.find(product.sellerId);
      return {
        success: true as const,
        message: badge ? adminMessages.productBadged : adminMessages.productUnbadged,
        data: withSeller(product, seller ?? undefined),
      };
    },
  );
};

export default badgeProductRoute;
