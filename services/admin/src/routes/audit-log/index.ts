import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportAuditLogRoute } from './export-audit-log';
import { listAuditLogRoute } from './list-audit-log';

/** `/admin/audit-log`: the administrators' permanent record, read and exported (never changed). */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdminAccount);
  await app.register(listAuditLogRoute);
  await app.register(exportAuditLogRoute);
};
