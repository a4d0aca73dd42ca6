import { createKnex } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { serverMessages } from '@drops/contracts';
import { createService, developmentTokenSecrets, type ServiceApp } from '../src';

/**
 * Issue 27: SQLite's lock answers (SQLITE_BUSY_SNAPSHOT here, a real one) are the database being
 * busy for a moment, never a fault of the code: 503 with Retry-After, not 500.
 */
let database: TestDatabase;
let app: ServiceApp;
let otherProcess: ReturnType<typeof createKnex>;

beforeAll(async () => {
  database = await createTestDatabase('sqlite:x');
  await database.knex.schema.createTable('notes', (table) => table.string('text'));
  otherProcess = createKnex(database.url);
  app = await createService({
    name: 'busy-test',
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  // A deferred transaction that reads, then writes after another connection wrote: the
  // SQLITE_BUSY_SNAPSHOT of issue 27, which no busy_timeout waits out.
  app.post('/write-over-a-stale-read', async () => {
    await app.db.raw('BEGIN DEFERRED');
    try {
      await app.db('notes').select();
      await otherProcess('notes').insert({ text: 'meanwhile' });
      await app.db('notes').insert({ text: 'after reading' });
      await app.db.raw('COMMIT');
    } catch (error) {
      await app.db.raw('ROLLBACK');
      throw error;
    }
    return { success: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await otherProcess?.destroy();
  await database?.destroy();
});

it('answers 503 DATABASE_UNAVAILABLE with Retry-After when SQLite refuses a write for a lock', async () => {
  const response = await app.inject({ method: 'POST', url: '/write-over-a-stale-read' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({
    success: false,
    error: serverMessages.databaseUnavailable,
    code: 'DATABASE_UNAVAILABLE',
  });
});
