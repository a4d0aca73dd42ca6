import { AdminInviteAcceptBodySchema, adminAccountMessages } from '@drops/contracts';
import { passwordLinkRoute } from '@drops/service-kit';
import { administratorsDependenciesOf } from '../../administrators-dependencies';
import { adminUsersRepository } from '../../admin-users-repository';
import { acceptInvitation } from '../../domain/administrators';

/**
 * POST /auth/invites/accept `{ token, password }` (issue 30 item 5): the invited administrator
 * chooses a password (sign-up's rules) through the mailed link, which works once.
 */
export default passwordLinkRoute('/auth/invites/accept', {
  body: AdminInviteAcceptBodySchema,
  message: adminAccountMessages.inviteAccepted,
  setPassword: async (app, { token, password }, request) => {
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
  },
});
