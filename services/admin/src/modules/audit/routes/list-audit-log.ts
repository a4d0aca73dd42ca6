import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogQuerySchema, AuditLogResponseSchema, auditLogPageSize } from '@drops/contracts';
import { pagedListRoute } from '../../../shared/paged-list-route';
import { auditLogRepository } from '../audit-log-repository';
import { auditFiltersOf } from '../domain/audit-filters';

/** GET /admin/audit-log: newest first, filtered by actor, action, target and dates. */
const listAuditLogRoute: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    url: '/admin/audit-log',
    querystring: AuditLogQuerySchema,
    response: AuditLogResponseSchema,
    pageSize: auditLogPageSize,
    list: (query, page) => app[auditLogRepository].list({ ...auditFiltersOf(query), ...page }),
  });
};

export default listAuditLogRoute;
