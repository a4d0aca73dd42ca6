import { forgotPasswordRoute } from '@drops/service-kit';
import { sendAdminResetLink } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';

/** POST /auth/password/forgot `{ email }` (issue 30): answered at once, the link sent after. */
export default forgotPasswordRoute('/auth/password/forgot', (app, email) =>
  sendAdminResetLink(adminPasswordDependenciesOf(app), email),
);
