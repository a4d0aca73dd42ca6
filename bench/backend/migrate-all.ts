import type { Knex } from 'knex';
import { adminMigrations } from '@drops/admin-service/migrations';
import { catalogMigrations } from '@drops/catalog-service/migrations';
import { migrateService } from '@drops/db';
import { sellerMigrations } from '@drops/seller-service/migrations';

/** The benches keep the three services' tables in one database: each service's own migrations. */
export async function migrateAllServices(db: Knex): Promise<void> {
  for (const service of [sellerMigrations, catalogMigrations, adminMigrations])
    await migrateService(db, service);
}
