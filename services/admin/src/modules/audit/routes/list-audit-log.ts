import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogQuerySchema, AuditLogResponseSchema, auditLogPageSize } from '@drops/contracts';
import { paginationOf } from '../../../shared/paging';
import { adminErrorResponses } from '../../../shared/responses';
import { auditLogRepository } from '../audit-log-repository';
import { auditFiltersOf } from '../domain/audit-filters';

/** GET /admin/audit-log: newest first, filtered by actor, action, target and dates. */
const listAuditLogRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? auditLogPageSize;
      const filters = auditFiltersOf(request.query);
      const result = await app[auditLogRepository].list({ ...filters, page, limit });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );
};

export default listAuditLogRoute;
