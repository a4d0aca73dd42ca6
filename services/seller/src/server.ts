import { appOptionsOf, serveService } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateSellerDatabase } from './migrations';

/**
 * Starts the seller service on SELLER_PORT (4001): `pnpm --filter @drops/seller-service start`.
 * It migrates its own tables first, so the service deploys with its schema.
 */
const config = readConfig();
serveService(config, migrateSellerDatabase, () =>
  buildApp({
    ...appOptionsOf(config),
    serviceUrls: config.serviceUrls,
    mail: config.mail,
  }),
);
