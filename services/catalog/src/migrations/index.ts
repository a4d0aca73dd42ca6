import type { Knex } from 'knex';
import { migrateService, type ServiceMigrations } from '@drops/db';
import * as catalog from './001-catalog';
import * as sellerAccounts from './002-seller-accounts';
import * as idempotencyKeys from './003-idempotency-keys';
import * as productModeration from './004-product-moderation';
import * as outboxRequestId from './005-outbox-request-id';
import * as imageThumbnails from '../modules/media/migrations/006-image-thumbnails';
import * as webhooks from '../modules/webhooks/migrations/007-webhooks';
import * as recordVersions from './008-record-versions';
import * as directUploads from '../modules/media/migrations/009-direct-uploads';
import * as dropPhases from './010-drop-phases';

/** The catalog's tables only: drops, collections, versions, its seller projection and events. */
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
  },
};

export const migrateCatalogDatabase = (db: Knex) => migrateService(db, catalogMigrations);
