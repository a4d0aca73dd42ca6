import { appOptionsOf, serveService } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateAdminDatabase } from './migrations';

/**
 * Starts the admin service on ADMIN_PORT (4003): `pnpm --filter @drops/admin-service start`.
 * It migrates its own tables first, so the service deploys with its schema.
 */
const config = readConfig();
serveService(config, migrateAdminDatabase, () =>
  buildApp({
    ...appOptionsOf(config),
    serviceUrls: config.serviceUrls,
    releases: config.releases,
    accounts: config.accounts,
  }),
);
