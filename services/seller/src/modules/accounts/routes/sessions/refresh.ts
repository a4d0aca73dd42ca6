import { tokenRefreshRoute } from '@drops/service-kit';
import { sellerSessions } from '../../sellers-repository-key';

/** POST /seller/token/refresh (issue 30): a seller's refresh token for new tokens. */
export default tokenRefreshRoute('/seller/token/refresh', (app) => app[sellerSessions]);
