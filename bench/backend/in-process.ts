/**
 * The benches that drive one or two services in their own process (event lag, launch jobs,
 * webhook deliveries, the audit log) start them through the stack's in-process mode
 * (tooling/stack), over one fresh MariaDB database at TEST_DATABASE_URL.
 */
import { buildApp as buildAdmin, type AdminAppOptions } from '@drops/admin-service';
import { buildApp as buildCatalog, type CatalogAppOptions } from '@drops/catalog-service';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { buildApp as buildSeller, type SellerAppOptions } from '@drops/seller-service';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import {
  serviceMigrations,
  startInProcessServices,
  type InProcessContext,
  type StackServiceName,
} from '@drops/stack';

/** A fresh database with the tables of `services` (dropped by the services' `stop`). */
export function benchDatabase(services: readonly StackServiceName[]): Promise<TestDatabase> {
  return createTestDatabase(
    undefined,
    services.map((name) => serviceMigrations[name]),
  );
}

/** What a bench sets on a service beyond the stack's own settings. */
export interface BenchServiceSettings {
  seller?: Partial<SellerAppOptions>;
  catalog?: Partial<CatalogAppOptions>;
  admin?: Partial<AdminAppOptions>;
}

export interface BenchServicesOptions<Name extends StackServiceName> {
  services: readonly Name[];
  database: TestDatabase;
  /** Each instance with a pool of its own on the database (replicas), not the bench's one pool. */
  ownPools?: boolean;
  settings?: BenchServiceSettings;
}

/**
 * `services`, built and listening, with development secrets and no log lines; each knows the
 * address of the others started with it (a subscriber that never answers would be retried).
 */
export function startBenchServices<Name extends StackServiceName>({
  services,
  database,
  ownPools = false,
  settings = {},
}: BenchServicesOptions<Name>) {
  const started = (name: StackServiceName) => services.includes(name as Name);
  const build = (name: StackServiceName, { serviceUrls, storageDirectory }: InProcessContext) => {
    const common = {
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
      database: ownPools ? { url: database.url } : { knex: database.knex },
    };
    if (name === 'seller')
      return buildSeller({
        ...common,
        ...(started('catalog') && { serviceUrls: { catalog: serviceUrls.catalog } }),
        ...settings.seller,
      });
    if (name === 'admin') return buildAdmin({ ...common, serviceUrls, ...settings.admin });
    return buildCatalog({
      ...common,
      ...(started('seller') && { serviceUrls: { seller: serviceUrls.seller } }),
      // Local files no bench reads or writes: these benches never upload.
      storage: {
        kind: 'local',
        directory: storageDirectory,
        signingSecret: 'bench',
        publicBaseUrl: 'http://127.0.0.1/files',
      },
      ...settings.catalog,
    });
  };
  return startInProcessServices<ServiceApp, Name>({
    services,
    buildService: build,
    afterStop: () => database.destroy(),
  });
}
