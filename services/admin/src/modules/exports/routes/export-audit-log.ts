import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditLogExportQuerySchema,
  type AuditLogEntry,
  CsvDownloadResponseSchema,
} from '@drops/contracts';
import { auditFiltersOf } from '../../audit';
import { csvHeaders, csvStream, exportBatchSize } from '../domain/csv';

const header = [
  'id',
  'createdAt',
  'actorId',
  'actorEmail',
  'action',
  'targetType',
  'targetId',
  'before',
  'after',
  'reason',
  'note',
  'requestId',
];

const cellsOf = (entry: AuditLogEntry) => [
  entry._id,
  entry.createdAt,
  entry.actorId,
  entry.actorEmail,
  entry.action,
  entry.targetType,
  entry.targetId,
  entry.before === null ? '' : JSON.stringify(entry.before),
  entry.after === null ? '' : JSON.stringify(entry.after),
  entry.reason,
  entry.note,
  entry.requestId,
];

/** GET /admin/audit-log/export.csv: the list's filters, every matching entry, streamed. */
const exportAuditLogRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit-log/export.csv',
    {
      schema: {
        querystring: AuditLogExportQuerySchema,
        response: { 200: CsvDownloadResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = auditFiltersOf(request.query);
      const batches = app.auditLogEntries(filters, exportBatchSize);
      return reply.headers(csvHeaders('audit-log')).send(csvStream(header, batches, cellsOf));
    },
  );
};

export default exportAuditLogRoute;
