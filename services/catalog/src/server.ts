import { prepareStorage } from '@drops/db';
import { serve } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateCatalogDatabase } from './migrations';

/** Starts the catalog service on CATALOG_PORT (4002): `pnpm --filter @drops/catalog-service start`. */
const config = readConfig();
// The catalog migrates its own tables first, so it deploys with its schema.
serve(async () => {
  await prepareStorage(config.databaseUrl);
  const app = await buildApp({
    database: { url: config.databaseUrl },
    tokenSecrets: config.tokenSecrets,
    storage: config.storage,
    logLevel: config.logLevel,
    serviceUrls: config.serviceUrls,
  });
  await migrateCatalogDatabase(app.db);
  return app;
}, config);
