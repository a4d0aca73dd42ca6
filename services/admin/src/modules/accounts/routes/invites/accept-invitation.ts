import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminInviteAcceptBodySchema,
  ErrorBodySchema,
  PasswordAnswerSchema,
  adminAccountMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { administratorsDependenciesOf } from '../../administrators-dependencies';
import { adminUsersRepository } from '../../admin-users-repository';
import { acceptInvitation } from '../../domain/administrators';

/**
 * POST /auth/invites/accept `{ token, password }` (issue 30 item 5): the invited administrator
 * chooses a password (sign-up's rules) through the mailed link, which works once.
 */
const acceptInvitationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/invites/accept',
    {
      onRequest: noStore,
      schema: {
        body: AdminInviteAcceptBodySchema,
        response: { 200: PasswordAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const admin = await acceptInvitation(administratorsDependenciesOf(app), token, password);
      const user = await app[adminUsersRepository].findById(admin._id);
      if (user)
        await app.recordAdminAction(
          request,
          {
            action: 'admin_invite_accept',
            targetType: 'admin',
            targetId: admin._id,
            after: { email: admin.email, status: admin.status },
          },
          user,
        );
      return { success: true as const, message: adminAccountMessages.inviteAccepted };
    },
  );
};

export default acceptInvitationRoute;
