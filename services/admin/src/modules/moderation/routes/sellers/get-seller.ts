import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParamsSchema, AdminSellerDetailResponseSchema } from '@drops/contracts';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { sellerNotFound } from '../../domain/not-found';

/** Products shown in the seller detail (spec: recent list). */
const recentProductCount = 5;

/** GET /admin/sellers/:id: the seller (seller service) with its drop counts and recent drops (catalog). */
const getSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/sellers/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminSellerDetailResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const [seller, summary] = await Promise.all([
        app.sellerService.find(request.params.id),
        app.catalogService.sellerSummary(request.params.id, recentProductCount),
      ]);
      if (!seller) throw sellerNotFound();
      return {
        success: true as const,
        data: {
          ...seller,
          seller,
          stats: {
            totalProducts: summary.totalProducts,
            publishedProducts: summary.publishedProducts,
            followersCount: seller.followersCount,
            sales: seller.sales,
          },
          products: summary.recent.map((product) => withSeller(product, seller)),
        },
      };
    },
  );
};

export default getSellerRoute;
