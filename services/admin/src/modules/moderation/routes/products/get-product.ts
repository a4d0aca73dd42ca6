import { AdminIdParamsSchema, AdminProductResponseSchema } from '@drops/contracts';
import { foundOr404, readRoute } from '@drops/service-kit';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { productNotFound } from '../../domain/not-found';

/** GET /admin/products/:id: the catalog's drop with its seller attached. */
export default readRoute('/admin/products/:id', {
  params: AdminIdParamsSchema,
  response: { 200: AdminProductResponseSchema, ...adminErrorResponses },
  read: async (app, request) => {
    const product = await foundOr404(app.catalogService.find(request.params.id), productNotFound);
    const seller = await app.sellerService.find(product.sellerId);
    return withSeller(product, seller ?? undefined);
  },
});
