import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalApprovalDecisionSchema,
  InternalIdParamsSchema,
  InternalSellerResponseSchema,
} from '@drops/contracts';
import { DomainError, NotFoundError } from '@drops/service-kit';
import { decideApproval, inviteSeller } from '../../domain/review';

const responses = {
  200: InternalSellerResponseSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * An administrator's decisions, asked for by the admin service: approve or reject, with an
 * optional reason and note (PUT /internal/sellers/:id/approval) and invite (POST /internal/sellers/:id/invite). The
 * outcome is a status and code; the admin service words it for the administrator.
 */
const reviewSellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/internal/sellers/:id/approval',
    {
      schema: {
        params: InternalIdParamsSchema,
        body: InternalApprovalDecisionSchema,
        response: responses,
      },
    },
    async (request) => {
      const seller = await decideApproval(app.sellerAccounts, request.params.id, request.body);
      if (!seller) throw new NotFoundError(undefined, 'SELLER_NOT_FOUND');
      // The administrator's next look (and the seller's next drop call) sees the decision.
      await app.outbox.flush();
      return { success: true as const, data: seller };
    },
  );

  app.post(
    '/internal/sellers/:id/invite',
    { schema: { params: InternalIdParamsSchema, response: responses } },
    async (request) => {
      const outcome = await inviteSeller(app.sellerAccounts, request.params.id);
      if (outcome.result === 'invited') {
        await app.outbox.flush();
        return { success: true as const, data: outcome.seller };
      }
      if (outcome.result === 'not-found') throw new NotFoundError(undefined, 'SELLER_NOT_FOUND');
      if (outcome.result === 'not-flex')
        throw new DomainError(400, 'Only a flex account can be invited', 'INVITE_NOT_ALLOWED');
      throw new DomainError(409, 'Already invited', 'ALREADY_INVITED');
    },
  );
};

export default reviewSellerRoutes;
