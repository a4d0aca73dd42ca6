import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAccountAnswerSchema, AdminInviteBodySchema, ErrorBodySchema } from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { administratorsDependenciesOf } from '../../administrators-dependencies';
import { inviteAdministrator } from '../../domain/administrators';
import { signedInAdmin } from '../../sign-in';

/**
 * POST /admin/admins `{ email }` (issue 30 item 5): invites an administrator by mail (a link to
 * `/admin/accept-invite?token=`, 72 hours); inviting a pending one again replaces the link.
 */
const inviteAdministratorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/admins',
    {
      onRequest: noStore,
      schema: {
        body: AdminInviteBodySchema,
        response: {
          201: AdminAccountAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const inviter = signedInAdmin(request);
      const { admin, token } = await inviteAdministrator(
        administratorsDependenciesOf(app),
        request.body.email,
        inviter._id,
      );
      await app.recordAdminAction(request, {
        action: 'admin_invite',
        targetType: 'admin',
        targetId: admin._id,
        after: { email: admin.email, status: admin.status },
      });
      // The invitation stands even if the mail cannot be queued now: inviting again resends it.
      await app.sellerService
        .sendAccountMail({
          kind: 'admin_invite',
          audience: 'admin',
          accountId: admin._id,
          to: admin.email,
          name: '',
          token,
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'invitation not mailed'));
      return reply.code(201).send({ success: true as const, data: { admin } });
    },
  );
};

export default inviteAdministratorRoute;
