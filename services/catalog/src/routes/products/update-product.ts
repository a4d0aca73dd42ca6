import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  IfMatchHeadersSchema,
  ProductBodySchema,
  ProductResponseSchema,
  productMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { collectionRaceAsValidation, resolveProductWrite } from './product-writes';
import { checkedVersion, staleAsConflict, withEtag } from './product-version';
import { productErrorResponses } from './responses';

/**
 * PUT /seller/products/:id: any drop fields; the merged drop is checked as a whole, so a
 * published drop (or one being published) must still meet the publish rules. With `version` or
 * `If-Match` (issue 17) it saves only over that version, else 409 with the drop as it is now.
 */
export const updateProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        body: ProductBodySchema,
        response: { 200: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      const account = request.sellerAccount;
      const { id } = request.params;
      const owned = await app.productsRepository.findOwned(account.id, id);
      if (!owned) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      const { version, ...body } = request.body;
      const expectedVersion = checkedVersion(owned.product, {
        version,
        ifMatch: request.headers['if-match'],
      });
      const { merged } = await resolveProductWrite(app, account, owned.fields, body);
      // The badge is the administrators' field: left as stored.
      const { badge: _badge, ...fields } = merged;
      await staleAsConflict(app, account.id, id, () =>
        collectionRaceAsValidation(() =>
          app.productsRepository.update(account.id, id, fields, undefined, expectedVersion),
        ),
      );
      const saved = await app.productsRepository.findOwned(account.id, id);
      if (!saved) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      withEtag(reply, saved.product);
      return { success: true as const, message: productMessages.changesSaved, data: saved.product };
    },
  );
};
