import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  createAdminUsersRepository,
  type AdminUsersRepository,
} from '../repositories/admin-users-repository';
import {
  createAuditLogRepository,
  type AuditLogRepository,
} from '../repositories/audit-log-repository';
import {
  createCategoriesRepository,
  type CategoriesRepository,
} from '../repositories/categories-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
    categoriesRepository: CategoriesRepository;
    auditLogRepository: AuditLogRepository;
  }
}

/** The admin service's repositories (its own tables only), over the service's knex instance. */
async function repositoriesPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('adminUsersRepository', createAdminUsersRepository(app.db));
  app.decorate('categoriesRepository', createCategoriesRepository(app.db));
  app.decorate('auditLogRepository', createAuditLogRepository(app.db));
}

export const repositories = fp(repositoriesPlugin, {
  name: 'admin-repositories',
  dependencies: ['drops-database'],
});
