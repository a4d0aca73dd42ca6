import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as sellers from './modules/accounts/migrations/001-sellers';
import * as recordVersions from './modules/accounts/migrations/006-record-versions';
import * as sellerTimeZone from './modules/accounts/migrations/007-seller-time-zone';
import * as passwordResets from './modules/accounts/migrations/008-password-resets';
import * as sellerSessions from './modules/accounts/migrations/010-seller-sessions';
import * as emailVerification from './modules/accounts/migrations/011-email-verification';
import * as mailQueue from './modules/mail/migrations/005-mail-queue';
import * as reviewNotifications from './modules/notifications/migrations/003-review-notifications';
import * as notificationDropDeleted from './modules/notifications/migrations/009-notification-drop-deleted';
import * as outbox from './outbox-migrations/002-outbox';
import * as outboxRequestId from './outbox-migrations/004-outbox-request-id';

/**
 * The seller service's tables only: `sellers`, its outbox and inbox, `seller_notifications`,
 * `seller_mail_queue` and its lease, gathered from the modules that own them (the outbox is the
 * service's own) in the one order databases apply them. A name, once applied somewhere, never
 * changes: a new migration is added at the end, so an existing database migrates as a no-op.
 */
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
    '008-password-resets': passwordResets,
    '009-notification-drop-deleted': notificationDropDeleted,
    '010-seller-sessions': sellerSessions,
    '011-email-verification': emailVerification,
  },
};

export const migrateSellerDatabase = (db: Knex) => migrateService(db, sellerMigrations);
