import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  IfMatchHeadersSchema,
  ProductBodySchema,
  ProductResponseSchema,
  productMessages,
} from '@drops/contracts';
import { collectionRaceAsValidation, resolveProductWrite } from './product-writes';
import { checkedVersion, ownedProduct, saveVersioned } from './product-version';
import { productErrorResponses } from './responses';

/**
 * PUT /seller/products/:id: any drop fields; the merged drop is checked as a whole, so a
 * published drop (or one being published) must still meet the publish rules. With `version` or
 * `If-Match` (issue 17) it saves only over that version, else 409 with the drop as it is now.
 */
const updateProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/products/:id',
    {
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
      const owned = await ownedProduct(app, account.id, id);
      const { version, ...body } = request.body;
      const expectedVersion = checkedVersion(owned.product, {
        version,
        ifMatch: request.headers['if-match'],
      });
      const { merged } = await resolveProductWrite(app, account, owned.fields, body);
      // The badge is the administrators' field: left as stored.
      const { badge: _badge, ...fields } = merged;
      const saved = await saveVersioned(app, reply, account.id, id, () =>
        collectionRaceAsValidation(() =>
          app.productsRepository.update(account.id, id, fields, undefined, expectedVersion),
        ),
      );
      return { success: true as const, message: productMessages.changesSaved, data: saved };
    },
  );
};

export default updateProductRoute;
