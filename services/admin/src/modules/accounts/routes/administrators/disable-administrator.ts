import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAccountAnswerSchema,
  AdminIdParamsSchema,
  ErrorBodySchema,
  NoBodySchema,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { administratorsDependenciesOf } from '../../administrators-dependencies';
import { setAdministratorDisabled } from '../../domain/administrators';

/**
 * POST /admin/admins/:id/disable and /enable (issue 30 item 5). Disabling ends the
 * administrator's sessions at once; never the last active administrator (409).
 */
const disableAdministratorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const disabled of [true, false]) {
    app.post(
      `/admin/admins/:id/${disabled ? 'disable' : 'enable'}`,
      {
        onRequest: noStore,
        schema: {
          params: AdminIdParamsSchema,
          body: NoBodySchema,
          response: {
            200: AdminAccountAnswerSchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { before, after } = await setAdministratorDisabled(
          administratorsDependenciesOf(app),
          request.params.id,
          disabled,
        );
        if (before.status !== after.status)
          await app.recordAdminAction(request, {
            action: disabled ? 'admin_disable' : 'admin_enable',
            targetType: 'admin',
            targetId: after._id,
            before: { email: before.email, status: before.status },
            after: { email: after.email, status: after.status },
          });
        return { success: true as const, data: { admin: after } };
      },
    );
  }
};

export default disableAdministratorRoutes;
