import { PasswordResetBodySchema, passwordMessages } from '@drops/contracts';
import { passwordLinkRoute } from '@drops/service-kit';
import { resetPassword } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';

/**
 * POST /seller/password/reset `{ token, password }`: the mailed link's new password (sign-up's
 * rules); a used, expired or unknown token answers 400 with the same words.
 */
export default passwordLinkRoute('/seller/password/reset', {
  body: PasswordResetBodySchema,
  message: passwordMessages.resetDone,
  setPassword: async (app, { token, password }) => {
    await resetPassword(passwordDependenciesOf(app), token, password);
  },
});
