import { serve } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the admin service on ADMIN_PORT (4003): `pnpm --filter @drops/admin-service start`. */
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
