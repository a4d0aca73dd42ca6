import { logoutRoute } from '@drops/service-kit';
import { adminSessions } from '../../admin-accounts-key';

/** POST /auth/logout (issue 30): ends the administrator's session and clears its cookie. */
export default logoutRoute('/auth/logout', {
  requireAccount: (app) => app.requireAdmin,
  sessionsOf: (app) => app[adminSessions],
  accountIdOf: (request) => request.adminId,
});
