import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParamsSchema,
  AdminSellerResponseSchema,
  NoBodySchema,
  ApproveSellerBodySchema,
  adminMessages,
  adminServerMessages,
} from '@drops/contracts';
import { ConflictError, DomainError } from '@drops/service-kit';
import { sellerValuesOf } from '../../../audit';
import { approvalOf } from '../../domain/seller-review';
import { adminErrorResponses } from '../../../../shared/responses';
import { sellerNotFound } from '../../domain/not-found';

/** The seller service's refusals of an invitation, in the administrator's words. */
function invitationRefusal(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  if (error.code === 'SELLER_NOT_FOUND') return sellerNotFound();
  if (error.code === 'INVITE_NOT_ALLOWED')
    return new DomainError(400, adminServerMessages.inviteOnlyFlex, 'INVITE_NOT_ALLOWED');
  if (error.code === 'ALREADY_INVITED')
    return new ConflictError(adminServerMessages.alreadyInvited);
  return error;
}

/** PUT /admin/sellers/:id/approve and POST /admin/sellers/:id/invite: decided by the seller service. */
const reviewSellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/sellers/:id/approve',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: ApproveSellerBodySchema,
        response: { 200: AdminSellerResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const decision = approvalOf(request.body);
      const before = await app.sellerService.find(request.params.id);
      if (!before) throw sellerNotFound();
      const seller = await app.sellerService.setApproval(request.params.id, decision);
      if (!seller) throw sellerNotFound();
      await app.recordAdminAction(request, {
        action: decision.approve ? 'seller_approve' : 'seller_reject',
        targetType: 'seller',
        targetId: seller._id,
        before: sellerValuesOf(before),
        after: sellerValuesOf(seller),
        reason: decision.reason ?? null,
        note: decision.note?.trim() || null,
      });
      return {
        success: true as const,
        message: decision.approve ? adminMessages.sellerApproved : adminMessages.sellerRejected,
        data: seller,
      };
    },
  );

  app.post(
    '/admin/sellers/:id/invite',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: NoBodySchema,
        response: { 200: AdminSellerResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const before = await app.sellerService.find(request.params.id);
      if (!before) throw sellerNotFound();
      let seller;
      try {
        seller = await app.sellerService.invite(request.params.id);
      } catch (error) {
        throw invitationRefusal(error);
      }
      await app.recordAdminAction(request, {
        action: 'seller_invite',
        targetType: 'seller',
        targetId: seller._id,
        before: sellerValuesOf(before),
        after: sellerValuesOf(seller),
      });
      return { success: true as const, message: adminMessages.invitationSent, data: seller };
    },
  );
};

export default reviewSellerRoutes;
