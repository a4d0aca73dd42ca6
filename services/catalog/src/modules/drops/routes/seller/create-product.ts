import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductBodySchema, ProductResponseSchema, productMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { emptyProductFields } from '../../domain/product-rules';
import { collectionRaceAsValidation, resolveProductWrite } from './product-writes';
import { withEtag } from './product-version';
import { productErrorResponses } from './responses';

/** POST /seller/products: Submit (status Published) or Save draft (Draft, the default). */
const createProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/products',
    {
      preHandler: app.idempotency.preHandler,
      onSend: app.idempotency.onSend,
      schema: {
        body: ProductBodySchema,
        response: { 201: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      const account = request.sellerAccount;
      const { merged } = await resolveProductWrite(app, account, emptyProductFields, request.body);
      const id = await collectionRaceAsValidation(() =>
        app.productsRepository.insert(account.id, merged),
      );
      const saved = await app.productsRepository.findOwned(account.id, id);
      if (!saved) throw new NotFoundError();
      withEtag(reply, saved.product);
      return reply.status(201).send({
        success: true,
        message: merged.status === 'published' ? productMessages.live : productMessages.draftSaved,
        data: saved.product,
      });
    },
  );
};

export default createProductRoute;
