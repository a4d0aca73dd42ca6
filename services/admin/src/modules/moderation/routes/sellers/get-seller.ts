import { AdminIdParamsSchema, AdminSellerDetailResponseSchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { sellerNotFound } from '../../domain/not-found';

/** Products shown in the seller detail (spec: recent list). */
const recentProductCount = 5;

/** GET /admin/sellers/:id: the seller (seller service) with its drop counts and recent drops (catalog). */
export default readRoute('/admin/sellers/:id', {
  params: AdminIdParamsSchema,
  response: { 200: AdminSellerDetailResponseSchema, ...adminErrorResponses },
  read: async (app, request) => {
    const [seller, summary] = await Promise.all([
      app.sellerService.find(request.params.id),
      app.catalogService.sellerSummary(request.params.id, recentProductCount),
    ]);
    if (!seller) throw sellerNotFound();
    return {
      ...seller,
      seller,
      stats: {
        totalProducts: summary.totalProducts,
        publishedProducts: summary.publishedProducts,
        followersCount: seller.followersCount,
        sales: seller.sales,
      },
      products: summary.recent.map((product) => withSeller(product, seller)),
    };
  },
});
