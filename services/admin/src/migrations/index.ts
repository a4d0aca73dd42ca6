import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as admin from './001-admin';
import * as auditLog from './002-audit-log';
import * as auditLogTotal from './003-audit-log-total';
import { releasesMigrations } from '../modules/releases/migrations';

/**
 * The admin service's tables only: `admin_users`, `categories`, `admin_audit_log` and its total,
 * and the release registry's (its module lists them).
 */
export const adminMigrations: ServiceMigrations = {
  table: 'admin_migrations',
  migrations: {
    '001-admin': admin,
    '002-audit-log': auditLog,
    '003-audit-log-total': auditLogTotal,
    ...releasesMigrations,
  },
};

export const migrateAdminDatabase = (db: Knex) => migrateService(db, adminMigrations);
