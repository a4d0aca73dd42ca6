import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { createKnex } from '../src';

/**
 * Issue 27: transactions on an SQLite file take the write lock when they begin (BEGIN
 * IMMEDIATE), so a transaction that reads then writes waits for another process's write instead
 * of failing with SQLITE_BUSY_SNAPSHOT.
 */
let folder: string;
let url: string;
const opened: Knex[] = [];

const open = () => {
  const db = createKnex(url);
  opened.push(db);
  return db;
};

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sqlite-transactions-'));
  url = `sqlite:${path.join(folder, 'shared.sqlite')}`;
  const db = open();
  await db.schema.createTable('counter', (table) => {
    table.integer('id').primary();
    table.integer('value').notNullable();
  });
  await db('counter').insert({ id: 1, value: 0 });
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await rm(folder, { recursive: true, force: true });
});

it('holds the write lock from the start of a transaction: another writer waits its turn', async () => {
  const first = open();
  const other = open();
  // The other connection gives up at once instead of waiting (it shares this thread).
  await other.raw('PRAGMA busy_timeout = 0');
  const otherWrite = await first.transaction(async (trx) => {
    await trx('counter').where({ id: 1 }).first();
    return other('counter')
      .where({ id: 1 })
      .update({ value: 100 })
      .then(
        () => 'written',
        (error: { code?: string }) => error.code,
      );
  });
  expect(otherWrite).toBe('SQLITE_BUSY');
});

it('keeps nested transactions as savepoints', async () => {
  const db = open();
  await db.transaction(async (trx) => {
    await trx('counter').where({ id: 1 }).update({ value: 1 });
    await trx
      .transaction(async (inner) => {
        await inner('counter').where({ id: 1 }).update({ value: 2 });
        throw new Error('undo the inner part');
      })
      .catch(() => undefined);
  });
  expect(await db('counter').where({ id: 1 }).first()).toEqual({ id: 1, value: 1 });
});

it('loses no read-then-write transaction of two processes writing one file at once', async () => {
  const times = 100;
  const writer = path.join(__dirname, 'fixtures/counter-writer.ts');
  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', writer, url, String(times)], {
      cwd: __dirname,
    }).then(({ stdout }) => JSON.parse(stdout) as { failed: number; firstCode?: string });
  const results = await Promise.all([run(), run()]);
  expect(results).toEqual([{ failed: 0 }, { failed: 0 }]);
  expect(await open()('counter').where({ id: 1 }).first()).toEqual({ id: 1, value: 2 * times });
});
