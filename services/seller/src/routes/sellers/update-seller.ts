import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminMessages,
  IdParamsSchema,
  profileFieldAliases,
  SellerResponseSchema,
  SellerUpdateBodySchema,
  sellerMessages,
  serverMessages,
} from '@drops/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '@drops/service-kit';
import { planProfileUpdate } from '../../domain/profile-update';
import { availabilityErrors, takenError } from '../../domain/registration';
import { SellerUniqueViolation } from '../../repositories/sellers-repository';
import { errorResponses } from '../error-responses';
import { acceptFieldAliases } from '../field-aliases';
import { ownSellerOnly } from './own-seller-only';

/**
 * PUT /seller/{id}: the caller edits its own profile. The row is read and written in one
 * transaction (locked on MySQL), so two requests cannot both answer the same invitation.
 */
export const updateSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/:id',
    {
      onRequest: [app.requireSeller, ownSellerOnly],
      preValidation: acceptFieldAliases(profileFieldAliases),
      schema: {
        params: IdParamsSchema,
        body: SellerUpdateBodySchema,
        response: { 200: SellerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sellers = app.sellersRepository;
      try {
        const seller = await app.db.transaction(async (trx) => {
          const stored = await sellers.findByIdForUpdate(id, trx);
          if (!stored) throw new NotFoundError(adminMessages.sellerNotFound);
          // A rejected seller keeps an unexpired token but no longer acts on its account.
          if (!stored.isActive)
            throw new ForbiddenError(serverMessages.accountRejected, 'ACCOUNT_REJECTED');
          const changes = planProfileUpdate(stored, request.body);
          const errors = await availabilityErrors(
            sellers,
            { email: changes.email, username: changes.username, exceptId: id },
            trx,
          );
          if (Object.keys(errors).length > 0) throw new ValidationError(errors);
          return sellers.update(id, changes, trx);
        });
        if (!seller) throw new NotFoundError(adminMessages.sellerNotFound);
        return { success: true as const, message: sellerMessages.profileEdited, data: seller };
      } catch (error) {
        if (error instanceof SellerUniqueViolation) throw takenError(error.field);
        throw error;
      }
    },
  );
};
