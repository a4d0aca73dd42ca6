import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as sellers from './001-sellers';
import * as outbox from './002-outbox';
import * as outboxRequestId from './003-outbox-request-id';

/** The seller service's tables only: `sellers` and its outbox. */
export const sellerMigrations: ServiceMigrations = {
  table: 'seller_migrations',
  migrations: {
    '001-sellers': sellers,
    '002-outbox': outbox,
    '003-outbox-request-id': outboxRequestId,
  },
};

export const migrateSellerDatabase = (db: Knex) => migrateService(db, sellerMigrations);
