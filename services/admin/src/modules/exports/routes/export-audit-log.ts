import { AuditLogExportQuerySchema, type AuditLogEntry } from '@drops/contracts';
import { auditFiltersOf } from '../../audit';
import { csvExportRoute } from '../csv-export-route';
import { exportBatchSize } from '../domain/csv';

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
export default csvExportRoute({
  path: '/admin/audit-log/export.csv',
  querystring: AuditLogExportQuerySchema,
  fileName: 'audit-log',
  header,
  cellsOf,
  batchesOf: (app, query) => app.auditLogEntries(auditFiltersOf(query), exportBatchSize),
});
