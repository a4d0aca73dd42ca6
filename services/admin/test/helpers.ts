import type { Knex } from 'knex';
import { hashPassword } from '@drops/auth';
import { newId, toJson } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp } from '../src/app';

// `testTimeout` of the shared preset is a global option that Jest ignores per project.
jest.setTimeout(30_000);

export interface TestContext {
  database: TestDatabase;
  app: ServiceApp;
  adminToken: string;
  sellerToken: string;
  adminHeaders: { authorization: string };
  sellerHeaders: { authorization: string };
}

/** A fresh database (MariaDB unless a sqlite: url is given), the real app and one token of each audience. */
export async function setUp(databaseUrl?: string): Promise<TestContext> {
  const database = await createTestDatabase(databaseUrl);
  const app = await buildApp({
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  await app.ready();
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
  };
}

export async function tearDown(context: TestContext | undefined): Promise<void> {
  if (!context) return;
  await context.app.close();
  await context.database.destroy();
}

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
