import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import knex from 'knex';

/** The one SQLite file the three services shared before issue 27, in the embedded data folder. */
export const sharedSqliteFileName = 'drops.sqlite';

/**
 * A service's own SQLite file that does not exist yet starts as a copy of the file the services
 * shared before (`drops.sqlite` in the same folder), when that one is there: the service finds its
 * tables and rows as it left them. The copy is consistent (`VACUUM INTO`, WAL included), written
 * beside and renamed into place; the other services' tables stay in it unused, and the shared file
 * is left as it was. Answers whether it copied.
 */
export async function adoptSharedSqliteFile(file: string): Promise<boolean> {
  const shared = path.join(path.dirname(file), sharedSqliteFileName);
  if (file === shared || existsSync(file) || !existsSync(shared)) return false;
  const partial = `${file}.copying`;
  await rm(partial, { force: true });
  const source = knex({
    client: 'better-sqlite3',
    connection: { filename: shared },
    useNullAsDefault: true,
  });
  try {
    await source.raw('VACUUM INTO ?', [partial]);
  } finally {
    await source.destroy();
  }
  await rename(partial, file);
  return true;
}
