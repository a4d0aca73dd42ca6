import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminMessages,
  ErrorBodySchema,
  etagOf,
  expectedVersionOf,
  IdParamsSchema,
  IfMatchHeadersSchema,
  profileFieldAliases,
  SellerConflictBodySchema,
  SellerResponseSchema,
  SellerUpdateBodySchema,
  sellerMessages,
  serverMessages,
  versionConflictCode,
  versionMatches,
  versionMessages,
  type Seller,
} from '@drops/contracts';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '@drops/service-kit';
import { holdNewEmail, planProfileUpdate } from '../../domain/profile-update';
import { requestEmailChange } from '../../domain/email-verification';
import { emailVerificationDependenciesOf } from '../../email-verification-dependencies';
import { availabilityErrors, takenError } from '../../domain/registration';
import { SellerUniqueViolation, StaleSellerVersion } from '../../sellers-repository';
import { errorResponses } from '../../../../shared/error-responses';
import { acceptFieldAliases } from '../../../../shared/field-aliases';
import { sellersRepository } from '../../sellers-repository-key';

/** The 409 of a stale version (issue 17): the error body with the seller as stored now. */
function sellerConflict(current: Seller): DomainError {
  return new DomainError(409, versionMessages.profileChanged, versionConflictCode, undefined, {
    current,
  });
}

/**
 * PUT /seller/{id}: the caller edits its own profile. The row is read and written in one
 * transaction (locked on MySQL), so two requests cannot both answer the same invitation. With
 * `version` or `If-Match` (issue 17) it saves only over that version, else 409 with the seller
 * as it is now; without either the last writer wins, as the spec's clients expect.
 */
const updateSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/seller/:id',
    {
      preValidation: acceptFieldAliases(profileFieldAliases),
      schema: {
        params: IdParamsSchema,
        headers: IfMatchHeadersSchema,
        body: SellerUpdateBodySchema,
        response: {
          200: SellerResponseSchema,
          ...errorResponses,
          409: SellerConflictBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { version, ...body } = request.body;
      const sent = { version, ifMatch: request.headers['if-match'] };
      const sellers = app[sellersRepository];
      try {
        const seller = await app.db.transaction(async (trx) => {
          const stored = await sellers.findByIdForUpdate(id, trx);
          if (!stored) throw new NotFoundError(adminMessages.sellerNotFound);
          // A rejected seller keeps an unexpired token but no longer acts on its account.
          if (!stored.isActive)
            throw new ForbiddenError(serverMessages.accountRejected, 'ACCOUNT_REJECTED');
          const current = stored.version ?? 1;
          if (!versionMatches(current, sent)) throw sellerConflict(stored);
          const changes = planProfileUpdate(stored, body);
          const newEmail = holdNewEmail(stored, changes);
          const errors = await availabilityErrors(
            sellers,
            { email: newEmail ?? undefined, username: changes.username, exceptId: id },
            trx,
          );
          if (Object.keys(errors).length > 0) throw new ValidationError(errors);
          // Issue 30 item 2: the link to the new address, the notice to the current one.
          if (newEmail)
            await requestEmailChange(emailVerificationDependenciesOf(app), trx, stored, newEmail);
          return sellers.update(id, changes, trx, undefined, expectedVersionOf(current, sent));
        });
        if (!seller) throw new NotFoundError(adminMessages.sellerNotFound);
        if (seller.version !== undefined) void reply.header('etag', etagOf(seller.version));
        return { success: true as const, message: sellerMessages.profileEdited, data: seller };
      } catch (error) {
        if (error instanceof SellerUniqueViolation) throw takenError(error.field);
        if (error instanceof StaleSellerVersion) {
          // The row lock makes this rare (SQLite has none): a writer got in after the read.
          const now = await sellers.findById(id);
          if (!now) throw new NotFoundError(adminMessages.sellerNotFound);
          throw sellerConflict(now);
        }
        throw error;
      }
    },
  );
};

export default updateSellerRoute;
