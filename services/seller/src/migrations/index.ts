import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as sellers from './001-sellers';
import * as outbox from './002-outbox';
import * as reviewNotifications from './003-review-notifications';
import * as outboxRequestId from './004-outbox-request-id';
import * as mailQueue from './005-mail-queue';
import * as recordVersions from './006-record-versions';
import * as sellerTimeZone from './007-seller-time-zone';

/** The seller service's tables only: `sellers`, its outbox and inbox, `seller_notifications`,
 * `seller_mail_queue` and its lease. */
export const sellerMigrations: ServiceMigrations = {
  table: 'seller_migrations',
  migrations: {
    '001-sellers': sellers,
    '002-outbox': outbox,
    '003-review-notifications': reviewNotifications,
    '004-outbox-request-id': outboxRequestId,
    '005-mail-queue': mailQueue,
    '006-record-versions': recordVersions,
    '007-seller-time-zone': sellerTimeZone,
  },
};

export const migrateSellerDatabase = (db: Knex) => migrateService(db, sellerMigrations);
