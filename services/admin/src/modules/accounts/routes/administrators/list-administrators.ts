import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAccountListAnswerSchema,
  ErrorBodySchema,
  AdminAccountListQuerySchema,
} from '@drops/contracts';
import { adminAccountsRepository } from '../../admin-accounts-key';

/** GET /admin/admins (issue 30 item 5): every administrator, oldest first, with their status. */
const listAdministratorsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/admins',
    {
      schema: {
        querystring: AdminAccountListQuerySchema,
        response: { 200: AdminAccountListAnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({
      success: true as const,
      data: { admins: await app[adminAccountsRepository].list() },
    }),
  );
};

export default listAdministratorsRoute;
