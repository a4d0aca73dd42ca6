import { forgotPasswordRoute } from '@drops/service-kit';
import { sendResetLink } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';

/**
 * POST /seller/password/forgot `{ email }` (issue 30): answered at once, the link sent after.
 * The gateway limits it per address; the domain, per account.
 */
export default forgotPasswordRoute('/seller/password/forgot', (app, email) =>
  sendResetLink(passwordDependenciesOf(app), email),
);
