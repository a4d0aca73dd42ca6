import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '../src';
import { adoptSharedSqliteFile } from '../src/shared-sqlite-file';

/**
 * Issue 27: an install that ran with the one shared `.data/drops.sqlite` keeps its data when each
 * service gets a file of its own: a service's new file starts as a copy of the shared one.
 */
let folder: string;
const fileOf = (name: string) => path.join(folder, name);

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shared-sqlite-file-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

it('starts a service’s file from the shared file, WAL included, and leaves the shared file as it was', async () => {
  const shared = createKnex(`sqlite:${fileOf('drops.sqlite')}`);
  await shared.schema.createTable('sellers', (table) => table.string('id').primary());
  await shared('sellers').insert({ id: 'kept' });
  // Left open: the row is still in the write-ahead log, not yet in the file itself.
  expect(await adoptSharedSqliteFile(fileOf('seller.sqlite'))).toBe(true);

  const adopted = createKnex(`sqlite:${fileOf('seller.sqlite')}`);
  expect(await adopted('sellers').select('id')).toEqual([{ id: 'kept' }]);
  await adopted('sellers').insert({ id: 'new' });
  expect(await shared('sellers').select('id')).toEqual([{ id: 'kept' }]);
  await Promise.all([adopted.destroy(), shared.destroy()]);

  expect(await adoptSharedSqliteFile(fileOf('seller.sqlite'))).toBe(false);
  expect(existsSync(fileOf('seller.sqlite.copying'))).toBe(false);
});

it('copies nothing without a shared file, and never over the shared file itself', async () => {
  expect(await adoptSharedSqliteFile(fileOf('catalog.sqlite'))).toBe(false);
  expect(existsSync(fileOf('catalog.sqlite'))).toBe(false);
  const shared = createKnex(`sqlite:${fileOf('drops.sqlite')}`);
  await shared.raw('select 1');
  await shared.destroy();
  expect(await adoptSharedSqliteFile(fileOf('drops.sqlite'))).toBe(false);
});
