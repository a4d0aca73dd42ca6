import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp, type CatalogAppOptions } from '../src/app';

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
  options: Pick<CatalogAppOptions, 'largeJsonUploads'> = {},
): Promise<CatalogTest> {
  const database = await createTestDatabase(databaseUrl);
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

export interface SellerFixture {
  accountType?: 'flex' | 'sell';
  isApproved?: boolean;
  isActive?: boolean;
}

/** A seller row as the seller service would store it (only what the catalog reads matters). */
export async function insertSeller(db: Knex, fixture: SellerFixture = {}): Promise<string> {
  const id = newId();
  const accountType = fixture.accountType ?? 'sell';
  const now = Date.now();
  await db('sellers').insert({
    id,
    username: `seller_${id.slice(-8)}`,
    username_key: `seller_${id.slice(-8)}`,
    email: `${id}@example.test`,
    password_hash: 'not-used-by-the-catalog',
    account_type: accountType,
    roles: JSON.stringify(['creator']),
    profile_image: '',
    portfolio_link: '',
    moodboard_image: '',
    is_approved: fixture.isApproved ?? accountType === 'sell',
    is_active: fixture.isActive ?? true,
    created_at: now,
    updated_at: now,
  });
  return id;
}

export function bearer(app: ServiceApp, sellerId: string): { authorization: string } {
  return { authorization: `Bearer ${app.signToken('seller', sellerId)}` };
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
