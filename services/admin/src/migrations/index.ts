import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as admin from './001-admin';

/** The admin service's tables only: `admin_users` and `categories`. */
export const adminMigrations: ServiceMigrations = {
  table: 'admin_migrations',
  migrations: { '001-admin': admin },
};

export const migrateAdminDatabase = (db: Knex) => migrateService(db, adminMigrations);
