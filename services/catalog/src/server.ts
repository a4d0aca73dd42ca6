import { serve } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the catalog service on CATALOG_PORT (4002): `pnpm --filter @drops/catalog-service start`. */
const config = readConfig();
serve(
  () =>
    buildApp({
      database: { url: config.databaseUrl },
      tokenSecrets: config.tokenSecrets,
      storage: config.storage,
      logLevel: config.logLevel,
    }),
  config,
);
