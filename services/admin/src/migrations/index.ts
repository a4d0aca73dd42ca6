import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as admin from './001-admin';
import * as auditLog from './002-audit-log';

/** The admin service's tables only: `admin_users`, `categories` and `admin_audit_log`. */
export const adminMigrations: ServiceMigrations = {
  table: 'admin_migrations',
  migrations: { '001-admin': admin, '002-audit-log': auditLog },
};

export const migrateAdminDatabase = (db: Knex) => migrateService(db, adminMigrations);
