import { logoutRoute } from '@drops/service-kit';
import { sellerSessions } from '../../sellers-repository-key';

/** POST /seller/logout (issue 30): ends the caller's session and clears its refresh cookie. */
export default logoutRoute('/seller/logout', {
  requireAccount: (app) => app.requireSeller,
  sessionsOf: (app) => app[sellerSessions],
  accountIdOf: (request) => request.sellerId,
});
