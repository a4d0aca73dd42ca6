import { countOf, migrateService } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { sellerMigrations } from '../src/migrations';
import { newSellerRow, sellerFromRow } from '../src/modules/accounts/seller-row';

/**
 * The modules own their migrations, but the names a database records are the ones applied before
 * the split: a database migrated then has nothing new to run.
 */
describe('the seller service migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [sellerMigrations]);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('keep the names and order existing databases recorded', async () => {
    expect(Object.keys(sellerMigrations.migrations)).toEqual([
      '001-sellers',
      '002-outbox',
      '003-review-notifications',
      '004-outbox-request-id',
      '005-mail-queue',
      '006-record-versions',
      '007-seller-time-zone',
      '008-password-resets',
      '009-notification-drop-deleted',
      '010-seller-sessions',
      '011-email-verification',
    ]);
    const recorded = await database.knex('seller_migrations').orderBy('id').pluck('name');
    expect(recorded).toEqual(Object.keys(sellerMigrations.migrations));
  });

  it('run nothing on a database that has them all', async () => {
    await migrateService(database.knex, sellerMigrations);
    expect(countOf(await database.knex('seller_migrations').count({ count: '*' }).first())).toBe(
      11,
    );
    const [, pending] = (await database.knex.migrate.list({
      tableName: sellerMigrations.table,
      migrationSource: {
        getMigrations: async () => Object.keys(sellerMigrations.migrations),
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => sellerMigrations.migrations[name]!,
      },
    })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
  });
});

describe('the email verification migration (issue 30 item 2)', () => {
  let database: TestDatabase;
  const before = {
    ...sellerMigrations,
    migrations: Object.fromEntries(
      Object.entries(sellerMigrations.migrations).filter(
        ([name]) => name !== '011-email-verification',
      ),
    ),
  };

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [before]);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('counts the sellers who signed up before it as verified since their sign-up', async () => {
    const seller = newSellerRow(
      'a'.repeat(24),
      {
        username: 'earlier',
        email: 'earlier@example.com',
        passwordHash: 'x',
        fullName: '',
        accountType: 'sell',
        roles: ['creator'],
        somethingElseText: '',
        profileImage: '',
        country: 'GB',
        bio: '',
        portfolioLink: '',
        moodboardImage: '',
        vision: '',
        isApproved: false,
        isActive: true,
        firstLogin: true,
        invitation: null,
      },
      1_700_000_000_000,
    );
    const { email_verified_at: _notYetAColumn, ...row } = seller;
    await database.knex('sellers').insert(row);
    await migrateService(database.knex, sellerMigrations);
    const stored = await database.knex('sellers').where({ id: seller.id }).first();
    expect(Number(stored.email_verified_at)).toBe(1_700_000_000_000);
    expect(sellerFromRow(stored)).toMatchObject({ emailVerified: true, pendingEmail: null });
  });
});
