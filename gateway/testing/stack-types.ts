// The in-process stack's shape: what a gateway test is handed and may ask of it.
import type { FastifyInstance } from 'fastify';
import type { Audience } from '@drops/auth';
import type { GatewayServiceName } from '@drops/contracts';
import type { TestDatabase } from '@drops/db/testing';
import type { ServiceApp } from '@drops/service-kit';
import type { GatewayOptions } from '../src/app';

export interface StackSeller {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

export interface StackAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface SellerSetup {
  accountType?: 'flex' | 'sell';
  isApproved?: boolean;
  isActive?: boolean;
}

/**
 * The real gateway in front of the real seller, catalog and admin services, all in this process
 * on random ports, sharing one fresh database (MariaDB at TEST_DATABASE_URL); the catalog stores
 * files on local disk in a temporary folder. Tests talk HTTP to `apiUrl`.
 */
export interface Stack {
  baseUrl: string;
  apiUrl: string;
  knex: TestDatabase['knex'];
  /** Each service's database (one shared database unless `separateDatabases`). */
  databases: Record<GatewayServiceName, TestDatabase>;
  servicePorts: Record<GatewayServiceName, number>;
  gateway: FastifyInstance;
  services: Record<GatewayServiceName, ServiceApp>;
  serviceUrls: Record<GatewayServiceName, string>;
  /**
   * A token as the services issue it; `expiresInSeconds` replaces the usual lifetime (negative:
   * already expired, as a browser holds it once its time is up).
   */
  signToken(audience: Audience, subject: string, options?: { expiresInSeconds?: number }): string;
  /**
   * Signs up through the gateway, then sets the account state an administrator would (through
   * the seller service, events delivered before it answers).
   */
  createSeller(setup?: SellerSetup): Promise<StackSeller>;
  /**
   * A seller row written straight to the seller service's table (fast; it cannot log in; the
   * catalog learns of it by asking the seller service): returns its id.
   */
  insertSeller(setup?: SellerSetup): Promise<string>;
  createAdmin(): Promise<StackAdmin>;
  /** Sets a seller's account state through the seller service and delivers its events now. */
  setSellerState(id: string, setup: Omit<SellerSetup, 'accountType'>): Promise<void>;
  /**
   * Another instance of a service over the same database and storage, not listening: the caller
   * listens and closes it (a service that goes down and comes back without touching `services`).
   */
  buildService(name: GatewayServiceName): Promise<ServiceApp>;
  /** Another gateway in front of the same services, with other settings (closed by `stop`). */
  startGateway(
    options?: Partial<GatewayOptions>,
  ): Promise<{ gateway: FastifyInstance; apiUrl: string }>;
  stopService(name: GatewayServiceName): Promise<void>;
  stop(): Promise<void>;
}

/** Where the seller service mails (a test's in-process SMTP server) and how often it tries. */
export interface StackMailOptions {
  smtpUrl?: string;
  publicAppUrl?: string;
  timings?: Record<string, number>;
}

export interface StackOptions {
  /**
   * One database per service (each migrated with its own migrations only), as a deployment
   * with SELLER_/CATALOG_/ADMIN_DATABASE_URL runs; `knex` is then the seller service's.
   */
  separateDatabases?: boolean;
  /** The seller service's email settings; without them mails are queued and not sent. */
  mail?: StackMailOptions;
  /** Issue 30 item 5: every administrator must sign in with a second factor (as in production). */
  adminSecondFactorRequired?: boolean;
}
