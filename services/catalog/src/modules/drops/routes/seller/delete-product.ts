import { IdParamsSchema, SellerIdQuerySchema, productMessages } from '@drops/contracts';
import { NotFoundError, removeRoute } from '@drops/service-kit';
import { productErrorResponses } from './responses';

/** DELETE /seller/products/:id: removes one of the caller's drops for good. */
export default removeRoute('/seller/products/:id', {
  params: IdParamsSchema,
  querystring: SellerIdQuerySchema,
  errors: productErrorResponses,
  message: productMessages.deleted,
  remove: (app, request) =>
    app.productsRepository.remove(request.sellerAccount.id, request.params.id),
  notFound: () => new NotFoundError(undefined, 'PRODUCT_NOT_FOUND'),
});
