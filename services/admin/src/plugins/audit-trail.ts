import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminUser } from '@drops/contracts';
import type { NewAuditEntry } from '../repositories/audit-log-repository';

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
  }
}

async function auditTrailPlugin(app: FastifyInstance) {
  app.decorate(
    'recordAdminAction',
    async (request: FastifyRequest, action: AdminAction, actor?: AdminUser) => {
      const admin = actor ?? request.adminUser;
      if (!admin) throw new Error('An audited action needs its administrator');
      await app.auditLogRepository.record({
        ...action,
        actorId: admin._id,
        actorEmail: admin.email,
        requestId: request.id,
      });
    },
  );
}

export const auditTrail = fp(auditTrailPlugin, {
  name: 'admin-audit-trail',
  dependencies: ['admin-repositories', 'admin-access'],
});
