import { countOf, migrateService } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { adminMigrations } from '../src/migrations';

/**
 * The modules own their migrations, but the names a database records are the ones applied before
 * the split: a database migrated then has nothing new to run.
 */
describe('the admin service migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [adminMigrations]);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('keep the names and order existing databases recorded', async () => {
    expect(Object.keys(adminMigrations.migrations)).toEqual([
      '001-admin',
      '002-audit-log',
      '003-audit-log-total',
      'releases-001-registry',
      '005-admin-password-resets',
      '006-admin-sessions',
      '007-audit-target-name',
      '008-admin-accounts',
    ]);
    const recorded = await database.knex('admin_migrations').orderBy('id').pluck('name');
    expect(recorded).toEqual([
      '001-admin',
      '002-audit-log',
      '003-audit-log-total',
      'releases-001-registry',
      '005-admin-password-resets',
      '006-admin-sessions',
      '007-audit-target-name',
      '008-admin-accounts',
    ]);
  });

  it('run nothing on a database that has them all', async () => {
    await migrateService(database.knex, adminMigrations);
    expect(countOf(await database.knex('admin_migrations').count({ count: '*' }).first())).toBe(8);
    const [, pending] = (await database.knex.migrate.list({
      tableName: adminMigrations.table,
      migrationSource: {
        getMigrations: async () => Object.keys(adminMigrations.migrations),
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => adminMigrations.migrations[name]!,
      },
    })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
  });
});
