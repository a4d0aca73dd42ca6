import { countOf, migrateService } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { catalogMigrations } from '../src/migrations';

/**
 * The modules own their migrations, but the names a database records are the ones applied before
 * the split: a database migrated then has nothing new to run.
 */
describe('the catalog service migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [catalogMigrations]);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('keep the names and order existing databases recorded', async () => {
    expect(Object.keys(catalogMigrations.migrations)).toEqual([
      '001-catalog',
      '002-seller-accounts',
      '003-idempotency-keys',
      '004-product-moderation',
      '005-outbox-request-id',
      '006-image-thumbnails',
      '007-webhooks',
      '008-record-versions',
      '009-direct-uploads',
      '010-drop-phases',
      '011-drop-sku',
    ]);
    const recorded = await database.knex('catalog_migrations').orderBy('id').pluck('name');
    expect(recorded).toEqual(Object.keys(catalogMigrations.migrations));
  });

  it('run nothing on a database that has them all', async () => {
    await migrateService(database.knex, catalogMigrations);
    expect(countOf(await database.knex('catalog_migrations').count({ count: '*' }).first())).toBe(
      11,
    );
    const [, pending] = (await database.knex.migrate.list({
      tableName: catalogMigrations.table,
      migrationSource: {
        getMigrations: async () => Object.keys(catalogMigrations.migrations),
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => catalogMigrations.migrations[name]!,
      },
    })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
  });
});
