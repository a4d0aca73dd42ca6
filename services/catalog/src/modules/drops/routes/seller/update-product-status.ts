import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  IfMatchHeadersSchema,
  ProductResponseSchema,
  ProductStatusBodySchema,
  productMessages,
} from '@drops/contracts';
import { resolveProductWrite } from './product-writes';
import { checkedVersion, ownedProduct, saveVersioned } from './product-version';
import { productErrorResponses } from './responses';

/**
 * PUT /seller/products/:id/status: Draft (Stop Sell: no longer selling) or Published (checked
 * like a Submit).
 */
const updateProductStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/products/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        body: ProductStatusBodySchema,
        response: { 200: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      const account = request.sellerAccount;
      const { id } = request.params;
      const owned = await ownedProduct(app, account.id, id);
      const expectedVersion = checkedVersion(owned.product, {
        version: request.body.version,
        ifMatch: request.headers['if-match'],
      });
      const { merged } = await resolveProductWrite(app, account, owned.fields, {
        status: request.body.status,
      });
      const saved = await saveVersioned(app, reply, account.id, id, () =>
        app.productsRepository.update(
          account.id,
          id,
          {
            status: merged.status,
            selling: merged.selling,
            earlyUnits: merged.earlyUnits,
            timeWindow: merged.timeWindow,
          },
          undefined,
          expectedVersion,
        ),
      );
      return {
        success: true as const,
        message: merged.status === 'published' ? productMessages.live : productMessages.sellStopped,
        data: saved,
      };
    },
  );
};

export default updateProductStatusRoute;
