import {
  AdminAccountListAnswerSchema,
  ErrorBodySchema,
  AdminAccountListQuerySchema,
} from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { adminAccountsRepository } from '../../admin-accounts-key';

/** GET /admin/admins (issue 30 item 5): every administrator, oldest first, with their status. */
export default readRoute('/admin/admins', {
  querystring: AdminAccountListQuerySchema,
  response: { 200: AdminAccountListAnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
  read: async (app) => ({ admins: await app[adminAccountsRepository].list() }),
});
