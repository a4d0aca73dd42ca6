import {
  ErrorBodySchema,
  InternalIdParamsSchema,
  InternalSellerResponseSchema,
} from '@drops/contracts';
import { foundOr404, NotFoundError, readRoute } from '@drops/service-kit';
import { sellersRepository } from '../../sellers-repository-key';

/** GET /internal/sellers/:id: one seller, whatever its state (the catalog's lookup, the admin detail). */
export default readRoute('/internal/sellers/:id', {
  params: InternalIdParamsSchema,
  response: { 200: InternalSellerResponseSchema, 404: ErrorBodySchema },
  read: (app, request) =>
    foundOr404(
      app[sellersRepository].findById(request.params.id),
      () => new NotFoundError(undefined, 'SELLER_NOT_FOUND'),
    ),
});
