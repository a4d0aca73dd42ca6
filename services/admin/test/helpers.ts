import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { hashPassword } from '@drops/auth';
import { newId, toJson } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { startedForTests } from '@drops/service-kit/testing';
import {
  buildApp as buildCatalog,
  catalogMigrations,
  type CatalogAppOptions,
} from '@drops/catalog-service';
import { buildApp as buildSeller, sellerMigrations } from '@drops/seller-service';
import { adminMigrations, buildApp } from '../src/app';

// `testTimeout` of the shared preset is a global option that Jest ignores per project.
jest.setTimeout(30_000);

export interface TestContext {
  database: TestDatabase;
  app: ServiceApp;
  adminToken: string;
  sellerToken: string;
  adminHeaders: { authorization: string };
  sellerHeaders: { authorization: string };
  /** Another admin app in front of its own catalog with other moderation settings (closed with it). */
  adminWithCatalog(moderation: CatalogAppOptions['moderation']): Promise<ServiceApp>;
}

const common = { tokenSecrets: developmentTokenSecrets, logLevel: 'silent' };

async function listening(app: ServiceApp): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function startCatalog(knex: Knex, moderation?: CatalogAppOptions['moderation']) {
  const catalog = await buildCatalog({
    ...common,
    database: { knex },
    // The moderation routes read no files.
    storage: {
      kind: 'local',
      directory: '/nonexistent',
      signingSecret: 'admin-tests',
      publicBaseUrl: 'http://127.0.0.1/files',
    },
    moderation,
  });
  return { catalog, url: await listening(catalog) };
}

/**
 * A fresh database (MariaDB unless a sqlite: url is given) holding the three services' tables,
 * the real seller service and catalog listening (the owners the admin service asks), the real
 * admin app, and one token of each audience.
 */
export async function setUp(databaseUrl?: string): Promise<TestContext> {
  const database = await createTestDatabase(databaseUrl, [
    sellerMigrations,
    catalogMigrations,
    adminMigrations,
  ]);
  const seller = await buildSeller({ ...common, database: { knex: database.knex } });
  const sellerUrl = await listening(seller);
  const { catalog, url: catalogUrl } = await startCatalog(database.knex);
  const adminWith = async (catalogAt: string, onClose: () => Promise<unknown>) => {
    const admin = await buildApp({
      ...common,
      database: { knex: database.knex },
      serviceUrls: { seller: sellerUrl, catalog: catalogAt },
    });
    admin.addHook('onClose', onClose);
    await admin.ready();
    return admin;
  };
  const app = await adminWith(catalogUrl, async () => {
    await catalog.close();
    await seller.close();
  });
  const adminId = await insertAdminUser(database.knex, {
    email: 'root@drops.test',
    password: 'admin-password-123',
  });
  const adminToken = app.signToken('admin', adminId);
  const sellerToken = app.signToken('seller', newId());
  return {
    database,
    app,
    adminToken,
    sellerToken,
    adminHeaders: { authorization: `Bearer ${adminToken}` },
    sellerHeaders: { authorization: `Bearer ${sellerToken}` },
    adminWithCatalog: async (moderation) => {
      const other = await startCatalog(database.knex, moderation);
      return adminWith(other.url, () => other.catalog.close());
    },
  };
}

export async function tearDown(context: TestContext | undefined): Promise<void> {
  if (!context) return;
  await context.app.close();
  await context.database.destroy();
}

/** `setUp` for the tests around the call, torn down after them (see `startedForTests`). */
export const adminForTests = (databaseUrl?: string): TestContext =>
  startedForTests(() => setUp(databaseUrl), tearDown);

export async function insertAdminUser(
  db: Knex,
  user: { email: string; password: string; username?: string; permissions?: unknown },
): Promise<string> {
  const id = newId();
  const now = Date.now();
  await db('admin_users').insert({
    id,
    username: user.username ?? user.email.split('@')[0],
    email: user.email,
    password_hash: await hashPassword(user.password),
    permissions: toJson(user.permissions ?? { admin: true }),
    created_at: now,
    updated_at: now,
  });
  return id;
}
