import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newId, toJson } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { startedForTests } from '@drops/service-kit/testing';
import { adminMigrations, buildApp } from '../../../app';
import type { ReleasesOptions } from '..';

jest.setTimeout(30_000);

/** The admin service alone over a fresh database, serving its builds from a temporary folder. */
export interface Registry {
  app: ServiceApp;
  /** The service's own address: its routes without the gateway's `/api/v1`. */
  baseUrl: string;
  database: TestDatabase;
  directory: string;
  adminToken: string;
  adminEmail: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Periodic work is left to the tests, which run it when they mean to (`releaseRegistry`). */
const hour = 60 * 60_000;
const testTimings = {
  channelPollMs: hour,
  reportFlushMs: hour,
  canaryCheckMs: hour,
  retentionMs: hour,
};

export async function startRegistry(options: ReleasesOptions = {}): Promise<Registry> {
  const database = await createTestDatabase(undefined, [adminMigrations]);
  const directory = await mkdtemp(path.join(tmpdir(), 'releases-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
    // The registry asks neither owner; nothing listens there.
    serviceUrls: { seller: 'http://127.0.0.1:9', catalog: 'http://127.0.0.1:9' },
    releases: {
      storage: { kind: 'local', directory, publicBaseUrl: baseUrl },
      fetchOrigins: [baseUrl],
      timings: testTimings,
      ...options,
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  const adminId = newId();
  const adminEmail = `release.admin.${randomBytes(3).toString('hex')}@drops.test`;
  await database.knex('admin_users').insert({
    id: adminId,
    username: 'releases',
    email: adminEmail,
    password_hash: 'scrypt$16384$8$1$AAAA$AAAA',
    permissions: toJson({ admin: true }),
    created_at: Date.now(),
    updated_at: Date.now(),
  });
  return {
    app,
    baseUrl,
    database,
    directory,
    adminToken: app.signToken('admin', adminId),
    adminEmail,
  };
}

export async function stopRegistry(registry: Registry): Promise<void> {
  await registry.app.close();
  await registry.database.destroy();
  await rm(registry.directory, { recursive: true, force: true });
}

export const registryForTests = (options?: ReleasesOptions): Registry =>
  startedForTests(() => startRegistry(options), stopRegistry);

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A JSON call; the body is parsed when there is one. */
export async function call(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
