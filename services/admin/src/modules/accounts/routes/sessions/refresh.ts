import { tokenRefreshRoute } from '@drops/service-kit';
import { adminSessions } from '../../admin-accounts-key';

/**
 * POST /auth/token/refresh (issue 30): an administrator's refresh token for new tokens, within
 * the session's 12 hours.
 */
export default tokenRefreshRoute('/auth/token/refresh', (app) => app[adminSessions]);
