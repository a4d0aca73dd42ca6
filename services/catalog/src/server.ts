import { serveService } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateCatalogDatabase } from './migrations';

/**
 * Starts the catalog service on CATALOG_PORT (4002): `pnpm --filter @drops/catalog-service start`.
 * It migrates its own tables first, so the service deploys with its schema.
 */
const config = readConfig();
serveService(config, migrateCatalogDatabase, () =>
  buildApp({
    database: { url: config.databaseUrl },
    tokenSecrets: config.tokenSecrets,
    storage: config.storage,
    logLevel: config.logLevel,
    metrics: { port: config.metricsPort, host: config.host },
    serviceUrls: config.serviceUrls,
    webhooks: config.webhooks,
  }),
);
