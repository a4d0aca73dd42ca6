import type { Knex } from 'knex';
import { migrateService, migrationOf, type ServiceMigrations } from '@drops/db';
import * as adminUsersTable from './modules/accounts/migrations/admin-users-table';
import * as adminPasswordResets from './modules/accounts/migrations/005-password-resets';
import * as adminSessions from './modules/accounts/migrations/006-admin-sessions';
import * as adminAccounts from './modules/accounts/migrations/008-admin-accounts';
import * as auditLog from './modules/audit/migrations/002-audit-log';
import * as auditLogTotal from './modules/audit/migrations/003-audit-log-total';
import * as auditTargetName from './modules/audit/migrations/007-audit-target-name';
import * as categoriesTable from './modules/categories/migrations/categories-table';
import { releasesMigrations } from './modules/releases/migrations';

/**
 * The admin service's tables only, gathered from the modules that own them in the one order
 * databases apply them. A name, once applied somewhere, never changes: a new migration is added
 * at the end (its module keeps the file), so an existing database migrates as a no-op.
 */
export const adminMigrations: ServiceMigrations = {
  table: 'admin_migrations',
  migrations: {
    '001-admin': migrationOf(categoriesTable, adminUsersTable),
    '002-audit-log': auditLog,
    '003-audit-log-total': auditLogTotal,
    ...releasesMigrations,
    '005-admin-password-resets': adminPasswordResets,
    '006-admin-sessions': adminSessions,
    '007-audit-target-name': auditTargetName,
    '008-admin-accounts': adminAccounts,
  },
};

export const migrateAdminDatabase = (db: Knex) => migrateService(db, adminMigrations);
