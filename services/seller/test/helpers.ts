import { randomBytes } from 'node:crypto';
import type { RegisterCompleteBody, Seller } from '@drops/contracts';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { startedForTests } from '@drops/service-kit/testing';
import { buildApp, sellerMigrations, type SellerAppOptions } from '../src/app';
import type { SellerAccounts } from '../src/modules/accounts';

export interface TestContext {
  app: ServiceApp;
  database: TestDatabase;
}

/** The real service over a fresh migrated database (MariaDB at TEST_DATABASE_URL by default). */
export async function startService(
  databaseUrl?: string,
  options: Pick<SellerAppOptions, 'mail'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase(databaseUrl, [sellerMigrations]);
  const app = await buildApp({
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
    ...options,
  });
  await app.ready();
  return { app, database };
}

export async function stopService(context: TestContext | undefined): Promise<void> {
  await context?.app.close();
  await context?.database.destroy();
}

/** `startService` for the tests around the call, stopped after them (see `startedForTests`). */
export const serviceForTests = (): TestContext =>
  startedForTests(() => startService(), stopService);

/** A unique, valid username and email for each call. */
export function uniqueIdentity(): { username: string; email: string } {
  const suffix = randomBytes(4).toString('hex');
  return { username: `maker_${suffix}`, email: `maker.${suffix}@example.com` };
}

export const password = 'correct-horse-42';

export function step1Body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'flex',
    role: ['creator', 'somethingElse'],
    somethingElseText: 'Zines',
    ...uniqueIdentity(),
    password,
    confirmPassword: password,
    ...overrides,
  };
}

export function completeBody(overrides: Record<string, unknown> = {}): RegisterCompleteBody {
  return {
    accountType: 'flex',
    role: ['creator'],
    somethingElseText: '',
    ...uniqueIdentity(),
    password,
    profileImage: 'seller-profiles/abc123/avatar.png',
    country: 'GB',
    bio: 'I make limited runs of printed things.',
    portfolioLink: 'https://example.com/work',
    ...overrides,
  } as RegisterCompleteBody;
}

/** Signs up through the API; returns the seller and, for flex accounts, its token. */
export async function signUp(
  app: ServiceApp,
  overrides: Record<string, unknown> = {},
): Promise<{ seller: Seller; token?: string; body: RegisterCompleteBody }> {
  const body = completeBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/seller/register/complete',
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { data } = response.json();
  return { seller: data.seller, token: data.token, body };
}

/** A flex seller, signed in at once by the sign-up, with its token. */
export async function signUpFlexSeller(
  app: ServiceApp,
  overrides: Record<string, unknown> = {},
): Promise<{ seller: Seller; token: string }> {
  const { seller, token } = await signUp(app, overrides);
  return { seller, token: token as string };
}

/** `POST /seller/login` with the body as the test writes it (valid or not). */
export const logIn = (app: ServiceApp, payload: unknown) =>
  app.inject({ method: 'POST', url: '/seller/login', payload: payload as Record<string, unknown> });

/**
 * What an administrator does to a seller (approve, reject, invite), written through the accounts
 * face the service's review uses; the admin service is another package.
 */
export async function administer(
  context: TestContext,
  sellerId: string,
  changes: Parameters<SellerAccounts['update']>[1],
): Promise<void> {
  await context.app.sellerAccounts.update(sellerId, changes);
}

export const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token}` });

/** The admin service's approval call, with the service token it signs. */
export const decide = (app: TestContext['app'], id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/internal/sellers/${id}/approval`,
    headers: bearer(app.signToken('service', 'admin')),
    payload: body,
  });

/** Events delivered as the catalog's outbox relay sends them. */
export const deliverEvents = (app: TestContext['app'], events: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/internal/events',
    headers: bearer(app.signToken('service', 'catalog')),
    payload: { events },
  });
