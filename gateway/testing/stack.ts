import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword, type Audience, type TokenSecrets } from '@drops/auth';
import type { GatewayServiceName } from '@drops/contracts';
import { newId, toJson, type ServiceMigrations } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type DatabaseOptions, type ServiceApp } from '@drops/service-kit';
import {
  sellerSignUpBody,
  serviceMigrations,
  startInProcessStack,
  type InProcessContext,
} from '@drops/stack';
import { buildGateway, type GatewayOptions } from '../src/app';
import { listen } from './ports';
import type {
  SellerSetup,
  Stack,
  StackAdmin,
  StackMailOptions,
  StackOptions,
  StackSeller,
} from './stack-types';

export { freePort, listen } from './ports';
export { badgeNewDrop, eventually, request, type ApiResponse } from './requests';
export type * from './stack-types';

/** What the gateway's tests need of each service: its `buildApp` as the shared brief defines it. */
interface ServiceOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  storage?: unknown;
  serviceUrls?: Record<GatewayServiceName, string>;
  outbox?: { timings?: Record<string, number> };
  /** The seller service's email settings (issue 16). */
  mail?: StackMailOptions;
  /** The catalog's webhook settings (issue 17). */
  webhooks?: { allowPrivate?: boolean; pollMs?: number; timeoutMs?: number };
  /** The admin service's release registry (issue 28): where builds are kept and read from. */
  releases?: {
    storage: { kind: 'local'; directory: string; publicBaseUrl: string };
    fetchOrigins: string[];
  };
  /** The admin service's accounts (issue 30 item 5): a second factor required or not. */
  accounts?: { secondFactorRequired?: boolean };
}
type BuildService = (options: ServiceOptions) => Promise<ServiceApp>;

/** What the stack reaches into a seller service for: its accounts face (writes with events). */
interface SellerServiceApp {
  sellerAccounts: {
    update(id: string, changes: Record<string, unknown>): Promise<unknown>;
  };
}

/**
 * Loaded by name so the gateway's type check does not take in the services' sources: their
 * module augmentations of Fastify are each service's own and need not agree with each other.
 */
async function loadService(
  name: GatewayServiceName,
): Promise<{ build: BuildService; migrations: ServiceMigrations }> {
  const packageName: string = `@drops/${name}-service`;
  const module = (await import(packageName)) as { buildApp: BuildService };
  return { build: module.buildApp, migrations: serviceMigrations[name] };
}

/** The relay looks for events often in tests: a change reaches its subscribers within ~50 ms. */
const quickRelay = { timings: { pollMs: 50, retryBaseMs: 100, retryMaxMs: 1000 } };

export const stackPassword = 'stack-password-123';

/** Generous limits: the stack's own tests sign up many sellers; rate-limit tests start their own gateway. */
const roomyRateLimits = {
  login: { max: 100_000, windowMs: 60_000 },
  registration: { max: 100_000, windowMs: 60_000 },
  signUpUpload: { max: 100_000, windowMs: 60_000 },
  remoteReports: { max: 100_000, windowMs: 60_000 },
  passwordReset: { max: 100_000, windowMs: 60_000 },
};

export async function startStack(
  gatewayOptions: Partial<GatewayOptions> = {},
  { separateDatabases = false, mail, adminSecondFactorRequired = false }: StackOptions = {},
): Promise<Stack> {
  const [seller, catalog, admin] = await Promise.all([
    loadService('seller'),
    loadService('catalog'),
    loadService('admin'),
  ]);
  const databases: Record<GatewayServiceName, TestDatabase> = separateDatabases
    ? {
        seller: await createTestDatabase(undefined, [seller.migrations]),
        catalog: await createTestDatabase(undefined, [catalog.migrations]),
        admin: await createTestDatabase(undefined, [admin.migrations]),
      }
    : await createTestDatabase(undefined, [
        seller.migrations,
        catalog.migrations,
        admin.migrations,
      ]).then((shared) => ({ seller: shared, catalog: shared, admin: shared }));
  const database = databases.seller;
  const databaseOf = (name: GatewayServiceName) => ({ knex: databases[name].knex });

  const buildService = (
    name: GatewayServiceName,
    { baseUrl, serviceUrls, storageDirectory }: InProcessContext,
  ): Promise<ServiceApp> => {
    const common = {
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
      serviceUrls,
      outbox: quickRelay,
    };
    if (name === 'seller')
      return seller.build({ ...common, database: databaseOf('seller'), ...(mail && { mail }) });
    if (name === 'admin')
      return admin.build({
        ...common,
        database: databaseOf('admin'),
        accounts: { secondFactorRequired: adminSecondFactorRequired },
        // Builds are kept in the stack's folder and read through this gateway, as browsers do.
        releases: {
          storage: {
            kind: 'local',
            directory: path.join(storageDirectory, 'releases'),
            publicBaseUrl: `${baseUrl}/api/v1`,
          },
          fetchOrigins: [baseUrl],
        },
      });
    return catalog.build({
      ...common,
      database: databaseOf('catalog'),
      // Screen tests receive webhooks on a server of their own on 127.0.0.1 (issue 17).
      webhooks: { allowPrivate: true, pollMs: 100, timeoutMs: 2_000 },
      storage: {
        kind: 'local',
        directory: storageDirectory,
        signingSecret: 'gateway-stack-signing-secret',
        publicBaseUrl: `${baseUrl}/api/v1/s3/files`,
      },
    });
  };

  const extraGateways: FastifyInstance[] = [];
  const gatewayWith = (
    services: Record<GatewayServiceName, string>,
    options: Partial<GatewayOptions>,
  ) =>
    buildGateway({
      services,
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
      rateLimits: roomyRateLimits,
      ...options,
    });
  // The parts, their order, addresses and storage folder are the stack's one assembly's.
  const stack = await startInProcessStack({
    buildService,
    buildGateway: ({ serviceUrls }) => gatewayWith(serviceUrls, gatewayOptions),
    async afterStop() {
      for (const owned of new Set(Object.values(databases))) await owned.destroy();
    },
  });
  const { baseUrl, apiUrl, gateway, services } = stack;

  const signToken = (
    audience: Audience,
    subject: string,
    { expiresInSeconds }: { expiresInSeconds?: number } = {},
  ) =>
    expiresInSeconds === undefined
      ? gateway.signToken(audience, subject)
      : gateway.jwt[audience].sign({ sub: subject }, { expiresIn: expiresInSeconds });

  async function createSeller(setup: SellerSetup = {}): Promise<StackSeller> {
    const suffix = randomBytes(5).toString('hex');
    const identity = { username: `stack_${suffix}`, email: `stack.${suffix}@example.com` };
    const accountType = setup.accountType ?? 'flex';
    const response = await fetch(`${apiUrl}/seller/register/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sellerSignUpBody({ ...identity, password: stackPassword }, accountType)),
    });
    const body = (await response.json()) as { data?: { seller?: { _id?: string } } };
    const id = body.data?.seller?._id;
    if (response.status !== 200 || !id)
      throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
    await setSellerState(id, setup);
    return { id, ...identity, password: stackPassword, token: signToken('seller', id) };
  }

  async function setSellerState(id: string, setup: Omit<SellerSetup, 'accountType'>) {
    const sellerService = services.seller as unknown as SellerServiceApp;
    const state: Record<string, boolean> = {};
    if (setup.isApproved !== undefined) state.isApproved = setup.isApproved;
    if (setup.isActive !== undefined) state.isActive = setup.isActive;
    if (Object.keys(state).length > 0) await sellerService.sellerAccounts.update(id, state);
    await services.seller.outbox.deliverPending();
  }

  async function insertSeller(setup: SellerSetup = {}): Promise<string> {
    const id = newId();
    const username = `row_${id.slice(-10)}`;
    const now = Date.now();
    await database.knex('sellers').insert({
      id,
      username,
      username_key: username,
      email: `${username}@example.com`,
      password_hash: 'scrypt$16384$8$1$AAAA$AAAA',
      account_type: setup.accountType ?? 'flex',
      roles: toJson(['creator']),
      profile_image: '',
      country: 'GB',
      bio: 'A bio',
      portfolio_link: '',
      moodboard_image: '',
      is_approved: setup.isApproved ?? false,
      is_active: setup.isActive ?? true,
      first_login: false,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  async function createAdmin(): Promise<StackAdmin> {
    const id = newId();
    const email = `admin.${id}@drops.test`;
    const now = Date.now();
    await databases.admin.knex('admin_users').insert({
      id,
      username: `admin_${id.slice(-6)}`,
      email,
      password_hash: await hashPassword(stackPassword),
      permissions: toJson({ admin: true }),
      created_at: now,
      updated_at: now,
    });
    return { id, email, password: stackPassword, token: signToken('admin', id) };
  }

  async function startGateway(options: Partial<GatewayOptions> = {}) {
    const extra = await gatewayWith(stack.serviceUrls, options);
    extraGateways.push(extra);
    return { gateway: extra, apiUrl: `${await listen(extra)}/api/v1` };
  }

  async function stop() {
    await Promise.all(extraGateways.map((app) => app.close()));
    await stack.stop();
  }

  return {
    baseUrl,
    apiUrl,
    knex: database.knex,
    databases,
    servicePorts: stack.servicePorts,
    gateway,
    services,
    serviceUrls: stack.serviceUrls,
    signToken,
    createSeller,
    insertSeller,
    createAdmin,
    setSellerState,
    buildService: stack.buildService,
    startGateway,
    stopService: stack.stopService,
    stop,
  };
}
