import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as catalog from './modules/drops/migrations/001-catalog';
import * as productModeration from './modules/drops/migrations/004-product-moderation';
import * as recordVersions from './modules/drops/migrations/008-record-versions';
import * as dropSku from './modules/drops/migrations/011-drop-sku';
import * as imageThumbnails from './modules/media/migrations/006-image-thumbnails';
import * as directUploads from './modules/media/migrations/009-direct-uploads';
import * as dropPhases from './modules/phases/migrations/010-drop-phases';
import * as webhooks from './modules/webhooks/migrations/007-webhooks';
import * as idempotencyKeys from './shared/idempotency/migrations/003-idempotency-keys';
import * as outboxRequestId from './shared/outbox-migrations/005-outbox-request-id';
import * as sellerAccounts from './shared/seller-accounts/migrations/002-seller-accounts';

/**
 * The catalog's tables only: drops, collections, versions, its seller projection and events,
 * gathered from the modules and shared parts that own them in the one order databases apply
 * them. A name, once applied somewhere, never changes: a new migration is added at the end, so
 * an existing database migrates as a no-op.
 */
export const catalogMigrations: ServiceMigrations = {
  table: 'catalog_migrations',
  migrations: {
    '001-catalog': catalog,
    '002-seller-accounts': sellerAccounts,
    '003-idempotency-keys': idempotencyKeys,
    '004-product-moderation': productModeration,
    '005-outbox-request-id': outboxRequestId,
    '006-image-thumbnails': imageThumbnails,
    '007-webhooks': webhooks,
    '008-record-versions': recordVersions,
    '009-direct-uploads': directUploads,
    '010-drop-phases': dropPhases,
    '011-drop-sku': dropSku,
  },
};

export const migrateCatalogDatabase = (db: Knex) => migrateService(db, catalogMigrations);
