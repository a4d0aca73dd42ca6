import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { clientOf, createKnex } from './connection';
import { migrateService, type ServiceMigrations } from './migrate';

export interface TestDatabase {
  url: string;
  knex: Knex;
  destroy(): Promise<void>;
}

export const defaultTestDatabaseUrl = 'mysql://root@127.0.0.1:3306/test';

/**
 * A fresh database for one test file, so files can run in parallel, migrated with the given
 * services' migrations (each service's own, in the order given).
 * On MySQL it is `<TEST_DATABASE_URL's database>_<pid>_<random>`, dropped by `destroy()`;
 * with a `sqlite:` TEST_DATABASE_URL it is a temporary file.
 */
export async function createTestDatabase(
  baseUrl: string = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl,
  migrations: ServiceMigrations[] = [],
): Promise<TestDatabase> {
  const migrate = async (knex: Knex) => {
    for (const service of migrations) await migrateService(knex, service);
  };
  if (clientOf(baseUrl) === 'mysql2') {
    const url = new URL(baseUrl);
    const name = `${url.pathname.replace(/^\//, '') || 'test'}_${process.pid}_${randomBytes(3).toString('hex')}`;
    url.pathname = '/';
    const server = createKnex(url.toString(), { poolMax: 1 });
    await server.raw(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await server.destroy();
    url.pathname = `/${name}`;
    const knex = createKnex(url.toString());
    await migrate(knex);
    return {
      url: url.toString(),
      knex,
      destroy: async () => {
        await knex.destroy();
        url.pathname = '/';
        const cleanup = createKnex(url.toString(), { poolMax: 1 });
        await cleanup.raw(`DROP DATABASE IF EXISTS \`${name}\``);
        await cleanup.destroy();
      },
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'drops-test-'));
  const url = `sqlite:${path.join(folder, 'test.sqlite')}`;
  const knex = createKnex(url);
  await migrate(knex);
  return {
    url,
    knex,
    destroy: async () => {
      await knex.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
