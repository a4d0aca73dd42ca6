import { IdParamsSchema, ProductResponseSchema, SellerIdQuerySchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { ownedProduct, withEtag } from './product-version';
import { productErrorResponses } from './responses';

/** GET /seller/products/:id: one of the caller's drops; anyone else's answers 404. */
export default readRoute('/seller/products/:id', {
  params: IdParamsSchema,
  querystring: SellerIdQuerySchema,
  response: { 200: ProductResponseSchema, ...productErrorResponses },
  read: async (app, request, reply) => {
    const owned = await ownedProduct(app, request.sellerAccount.id, request.params.id);
    withEtag(reply, owned.product);
    return owned.product;
  },
});
