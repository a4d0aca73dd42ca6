import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { startedForTests } from '@drops/service-kit/testing';
import { buildApp, catalogMigrations, type CatalogAppOptions } from '../src/app';

// The root Jest run (projects) ignores the preset's testTimeout; a busy MariaDB needs more than 5 s.
jest.setTimeout(30_000);

export interface CatalogTest {
  app: ServiceApp;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real catalog app over a fresh migrated database (MariaDB unless a sqlite: url is given). */
export async function startCatalog(
  databaseUrl?: string,
  options: Pick<
    CatalogAppOptions,
    | 'largeJsonUploads'
    | 'moderation'
    | 'serviceUrls'
    | 'webhooks'
    | 'outbox'
    | 'clock'
    | 'phaseRunner'
    | 'thumbnails'
    | 'metrics'
  > = {},
): Promise<CatalogTest> {
  const database = await createTestDatabase(databaseUrl, [catalogMigrations]);
  const directory = await mkdtemp(path.join(tmpdir(), 'catalog-test-'));
  const app = await buildApp({
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    storage: {
      kind: 'local',
      directory,
      signingSecret: 'catalog-test-signing-secret',
      publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
    },
    logLevel: 'silent',
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** `startCatalog` for the tests around the call, closed after them (see `startedForTests`). */
export const catalogForTests = (...args: Parameters<typeof startCatalog>): CatalogTest =>
  startedForTests(
    () => startCatalog(...args),
    (catalog) => catalog.close(),
  );

export interface SellerFixture {
  accountType?: 'flex' | 'sell';
  isApproved?: boolean;
  isActive?: boolean;
}

/** A seller as the seller service's events leave it in the catalog's copy (`catalog_seller_accounts`). */
export async function insertSeller(db: Knex, fixture: SellerFixture = {}): Promise<string> {
  const id = newId();
  const accountType = fixture.accountType ?? 'sell';
  await db('catalog_seller_accounts').insert({
    seller_id: id,
    username: `seller_${id.slice(-8)}`,
    account_type: accountType,
    is_approved: fixture.isApproved ?? accountType === 'sell',
    is_active: fixture.isActive ?? true,
    updated_at: Date.now(),
  });
  return id;
}

export function bearer(app: ServiceApp, sellerId: string): { authorization: string } {
  return { authorization: `Bearer ${app.signToken('seller', sellerId)}` };
}

/** `POST /seller/products` as the seller: the answer, refused or not. */
export function postDrop(
  app: ServiceApp,
  sellerId: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/seller/products',
    headers: bearer(app, sellerId),
    payload,
  });
}

/** An ISO date `days` from now. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/** Everything a sell account's Submit needs. */
export function sellDrop(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Storm Shell Jacket',
    description: 'A waterproof shell in a run of fifty.',
    brandName: 'North Yard',
    category: 'fashion',
    visuals: [{ type: 'image', url: 'products/jacket.png' }],
    price: 120,
    rrp: 150,
    quantity: 50,
    purchaseUrl: 'https://shop.example.com/jacket',
    launchDate: daysFromNow(-1),
    status: 'Published',
    ...overrides,
  };
}

/** Everything a flex account's Submit needs. */
export function flexDrop(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sketchbook Scans',
    description: 'Pages from the 2019 notebooks.',
    category: 'art',
    visuals: [{ type: 'image', url: 'products/sketch.png' }],
    status: 'Published',
    ...overrides,
  };
}

export function json(response: LightMyRequestResponse): Record<string, unknown> & {
  data?: Record<string, unknown> & Record<string, unknown>[];
} {
  return response.json();
}
