import { PasswordResetBodySchema, passwordMessages } from '@drops/contracts';
import { passwordLinkRoute } from '@drops/service-kit';
import { resetAdminPassword } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';

/** POST /auth/password/reset `{ token, password }`: the mailed link's new password (issue 30). */
export default passwordLinkRoute('/auth/password/reset', {
  body: PasswordResetBodySchema,
  message: passwordMessages.resetDone,
  setPassword: async (app, { token, password }, request) => {
    const user = await resetAdminPassword(adminPasswordDependenciesOf(app), token, password);
    await app.recordAdminAction(
      request,
      { action: 'password_reset', targetType: 'admin', targetId: user._id },
      user,
    );
  },
});
