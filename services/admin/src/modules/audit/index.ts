import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminUser, AuditLogEntry } from '@drops/contracts';
import {
  auditLogRepository,
  createAuditLogRepository,
  type AuditLogFilters,
  type NewAuditEntry,
} from './audit-log-repository';

export type { NewAuditEntry } from './audit-log-repository';
export { auditFiltersOf } from './domain/audit-filters';
export { categoryValuesOf, productValuesOf, sellerValuesOf } from './domain/audit-values';

type AdminAction = Omit<NewAuditEntry, 'actorId' | 'actorEmail' | 'requestId'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Records an administrator's action in the audit log, naming the request's administrator
     * (or `actor`, for the sign-in, before any token) and the request id. Called once the owner
     * has made the change, so a refused action leaves no entry.
     */
    recordAdminAction(
      request: FastifyRequest,
      action: AdminAction,
      actor?: AdminUser,
    ): Promise<void>;
    /**
     * Writes one entry as given, in the caller's transaction when one is passed: for actors that
     * are not a request's administrator (a release token, the automatic canary rollback).
     */
    recordAuditEntry(entry: NewAuditEntry, trx?: Knex | Knex.Transaction): Promise<unknown>;
    /** Every entry the filters match, newest first, batch by batch (the CSV export). */
    auditLogEntries(filters: AuditLogFilters, batchSize: number): AsyncGenerator<AuditLogEntry[]>;
  }
}

/** The administrators' permanent record: written by every audited action, read and exported. */
async function auditModule(app: FastifyInstance) {
  const auditLog = createAuditLogRepository(app.db);
  app.decorate(auditLogRepository, auditLog);
  app.decorate(
    'recordAdminAction',
    async (request: FastifyRequest, action: AdminAction, actor?: AdminUser) => {
      const admin = actor ?? request.adminUser;
      if (!admin) throw new Error('An audited action needs its administrator');
      await auditLog.record({
        ...action,
        actorId: admin._id,
        actorEmail: admin.email,
        requestId: request.id,
      });
    },
  );
  app.decorate('recordAuditEntry', (entry: NewAuditEntry, trx?: Knex | Knex.Transaction) =>
    auditLog.record(entry, trx),
  );
  app.decorate('auditLogEntries', (filters: AuditLogFilters, batchSize: number) =>
    auditLog.stream(filters, batchSize),
  );
}

export default fp(auditModule, { name: 'admin-audit', dependencies: ['drops-database'] });
