import { serve } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the seller service on SELLER_PORT (4001): `pnpm --filter @drops/seller-service start`. */
const config = readConfig();
serve(
  () =>
    buildApp({
      database: { url: config.databaseUrl },
      tokenSecrets: config.tokenSecrets,
      logLevel: config.logLevel,
    }),
  config,
);
