import type { Knex } from 'knex';
import { adminMigrations } from '@drops/admin-service/migrations';
import {
  defaultAdminSeed,
  seedAdmin,
  seedCategories,
  type AdminSeed,
} from '@drops/admin-service/seed';
import { catalogMigrations } from '@drops/catalog-service/migrations';
import { seedDrops, type Storage } from '@drops/catalog-service/seed';
import {
  createKnex,
  databaseUrlOf,
  migrateService,
  Outbox,
  prepareStorage,
  type ServiceMigrations,
} from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { sellerMigrations } from '@drops/seller-service/migrations';
import { seedSellers } from '@drops/seller-service/seed';

export type ServiceName = 'seller' | 'catalog' | 'admin';

/** Each service's migrations, in the order a shared database takes them. */
export const serviceMigrations: Record<ServiceName, ServiceMigrations> = {
  seller: sellerMigrations,
  catalog: catalogMigrations,
  admin: adminMigrations,
};

/** One database holding every service's tables (tests, benches): each service's own migrations. */
export async function migrateAllServices(db: Knex): Promise<void> {
  for (const migrations of Object.values(serviceMigrations)) await migrateService(db, migrations);
}

/**
 * One database with every service's tables: a fresh one (dropped by `destroy`), or the existing
 * one at `existingUrl` (a benchmark's large data set), migrated and kept afterwards.
 */
export async function openSharedDatabase(existingUrl?: string): Promise<TestDatabase> {
  if (!existingUrl) return createTestDatabase(undefined, Object.values(serviceMigrations));
  const knex = createKnex(existingUrl);
  await migrateAllServices(knex);
  return { url: existingUrl, knex, destroy: () => knex.destroy() };
}

async function withDatabase(
  service: ServiceName,
  env: NodeJS.ProcessEnv,
  work: (db: Knex) => Promise<void>,
): Promise<void> {
  const url = databaseUrlOf(env, service);
  await prepareStorage(url);
  const db = createKnex(url);
  try {
    await migrateService(db, serviceMigrations[service]);
    await work(db);
  } finally {
    await db.destroy();
  }
}

export interface DemoData {
  admin?: AdminSeed;
  /** Where the catalog keeps files: the demo pictures and their thumbnails go there. */
  storage: Storage;
}

/**
 * Migrates each service's database and seeds the administrator, the categories, the demo
 * sellers (their events wait in the seller service's outbox for the catalog) and their drops,
 * whose pictures' thumbnails are made before this answers.
 * Each seed runs once; the services migrate again on start (a no-op).
 */
export async function prepareDemoDatabases(env: NodeJS.ProcessEnv, demo: DemoData): Promise<void> {
  await withDatabase('seller', env, async (db) => {
    const outbox = new Outbox(db, {
      owner: 'seller',
      subscribers: [{ name: 'catalog', types: ['seller.'] }],
      deliver: async () => {},
    });
    await seedSellers(db, outbox);
  });
  await withDatabase('catalog', env, (db) => seedDrops(db, demo.storage));
  await withDatabase('admin', env, async (db) => {
    await seedAdmin(db, demo.admin ?? defaultAdminSeed);
    await seedCategories(db);
  });
}

export { defaultAdminSeed, seedAdmin, type AdminSeed };
